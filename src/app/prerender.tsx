// The build's server entry (scripts/prerender-plugin.ts): renders the app's pages to HTML with React
// itself, from the same <App> the browser hydrates. Never part of the browser's bundle.
import { prerenderToNodeStream } from 'react-dom/static';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { documentTitle } from '@/shared/ui/page-layout';
import { App } from './app';
import { NOT_FOUND_PATH, type PrerenderedPage } from './prerendered';
import { PRERENDERED_PATHS } from './router';

/** Any address under /token/ shows the token page: its shell is one page (a host serves it for all). */
const TOKEN_PAGES = '/token/*';

async function render(path: string): Promise<string> {
  // Every boundary inline, in place: no script to reveal one later (the CSP allows none, and none is needed).
  const { prelude } = await prerenderToNodeStream(<App path={path} />, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const titleOf = Object.fromEntries(
  Object.entries({
    '/dashboard': PAGE_HEADINGS.dashboard,
    '/create-token': PAGE_HEADINGS.createToken,
    '/mint-token': PAGE_HEADINGS.mintToken,
    '/send-token': PAGE_HEADINGS.sendToken,
    '/transactions': PAGE_HEADINGS.transactions,
    '/receive': PAGE_HEADINGS.receive,
    '/bulk-send': PAGE_HEADINGS.bulkSend,
    '/clean-up': PAGE_HEADINGS.cleanUp,
    '/multisig': PAGE_HEADINGS.multisig,
    '/proposal': PAGE_HEADINGS.proposal,
  }).map(([path, heading]) => [path, documentTitle(heading.title)]),
) as Record<string, string>;

/** Every page the build writes: the static routes, the token page's shell and the 404 page. */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PATHS) {
    pages.push({
      renderedFor: path,
      file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
      title: titleOf[path] ?? documentTitle(),
      html: await render(path),
    });
  }
  pages.push({
    renderedFor: TOKEN_PAGES,
    file: 'token.html',
    title: documentTitle(PAGE_HEADINGS.token.title),
    html: await render('/token/-'),
  });
  pages.push({
    renderedFor: NOT_FOUND_PATH,
    file: '404.html',
    title: documentTitle('Page not found'),
    html: await render('/404'),
  });
  return pages;
}
