// The production build's prerendering (issue 19): after `vite build` writes the browser's bundle, the app
// is built once more for Node (src/app/prerender.tsx) and every static page is rendered by React to real
// HTML inside the built index.html: the page paints before any JavaScript, which then hydrates it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_ATTRIBUTE, TOKEN_PAGES, TOKEN_PAGES_FILE, type PrerenderedPage } from '../src/app/prerendered.ts';
import { APP_SCRIPTS_ID, BOOT_SCRIPT } from '../src/app/boot-script.ts';
import { previewAsHosted } from './preview-as-hosted.ts';

const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// The tags Vite writes to start the app: its entry module and the modules it preloads.
const APP_SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The built index.html with one page's HTML in its root and that page's title. The app's own script tags
 * wait in a <template> that the boot script makes real once the page has painted (src/app/boot-script.ts).
 */
export function pageDocument(template: string, page: PrerenderedPage): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html must contain ${EMPTY_ROOT} to prerender into`);
  const appTags = (template.match(APP_SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
  if (!appTags.some((tag) => tag.startsWith('<script'))) throw new Error('the built index.html has no module script');
  return template
    .replace(APP_SCRIPT_TAGS, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.renderedFor)}">${page.html}</div>` +
        `<template id="${APP_SCRIPTS_ID}">${appTags.join('')}</template>`,
    );
}

/**
 * For static hosts (Netlify, Cloudflare Pages): every token's address serves the token page's shell. The
 * hosts already serve `dashboard.html` at /dashboard and 404.html, with its status, where nothing matches.
 */
export const REDIRECTS = `${TOKEN_PAGES} /${TOKEN_PAGES_FILE} 200\n`;

/** The boot script in <head> (dev and build), the pages prerendered after a browser build, and `vite preview` serving them as hosts do. */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'token-manager:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head-prepend' }],
    configurePreviewServer: previewAsHosted,
    async closeBundle() {
      // Only after the browser's build: not in the dev server, and not in the Node build this starts.
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so that Node finds the packages the server build leaves out (react-dom...).
      mkdirSync(join(config.root, 'node_modules', '.cache'), { recursive: true });
      const serverDir = mkdtempSync(join(config.root, 'node_modules', '.cache', 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
        const { prerenderPages } = (await import(entry)) as { prerenderPages(): Promise<PrerenderedPage[]> };
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const pages = await prerenderPages();
        for (const page of pages) writeFileSync(join(outDir, page.file), pageDocument(template, page));
        writeFileSync(join(outDir, '_redirects'), REDIRECTS);
        config.logger.info(`prerendered ${pages.length} pages: ${pages.map((page) => page.file).join(', ')}`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
