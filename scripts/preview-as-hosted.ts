// `vite preview` serving the build as the static hosts it is deployed to do (Netlify, Cloudflare Pages), so
// that the end-to-end tests and `npm run bench` see what a visitor gets:
// - each address gets the page prerendered for it: /dashboard dashboard.html, a token's address the token
//   shell, an unknown address the 404 page with status 404 (never the home page's HTML, which would show
//   the wrong page until the script replaced it);
// - text files go brotli-compressed to a browser that accepts it (gzip otherwise), as those hosts send them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PreviewServer } from 'vite';
import { prerenderedFile } from '../src/app/prerendered.ts';

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A page's address: no file name extension in its last segment (assets and favicon.svg have one). */
const isPageAddress = (pathname: string) => !/\.[^/]*$/.test(pathname);

type Encoding = 'br' | 'gzip' | 'identity';

function chooseEncoding(accept: string | undefined): Encoding {
  if (accept && /\bbr\b/.test(accept)) return 'br';
  if (accept && /\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

/** Compressed once per file version: a build's files do not change while it is served. */
const compressed = new Map<string, Buffer>();
function body(file: string, encoding: Encoding): Buffer {
  const key = `${file}:${statSync(file).mtimeMs}:${encoding}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    const raw = readFileSync(file);
    bytes =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    compressed.set(key, bytes);
  }
  return bytes;
}

export function previewAsHosted(server: PreviewServer): void {
  const outDir = resolve(server.config.root, server.config.build.outDir);
  const send = (res: ServerResponse, file: string, status: number, encoding: Encoding, head: boolean) => {
    const bytes = body(file, encoding);
    res.statusCode = status;
    for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader('Content-Type', TEXT_TYPES[extname(file)]);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.end(head ? undefined : bytes);
  };

  server.middlewares.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const { pathname } = new URL(req.url, 'http://preview');
    const page = isPageAddress(pathname) ? prerenderedFile(pathname) : null;
    const file = resolve(outDir, `.${page ? `/${page.file}` : pathname}`);
    if (!file.startsWith(outDir + sep) || !(extname(file) in TEXT_TYPES) || !existsSync(file)) return next();
    send(res, file, page?.status ?? 200, chooseEncoding(req.headers['accept-encoding']), req.method === 'HEAD');
  });
}
