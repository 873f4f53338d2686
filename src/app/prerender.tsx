// The build's server entry (scripts/prerender-plugin.ts): renders the app's pages to HTML with React
// itself, from the same <App> the browser hydrates. Never part of the browser's bundle.
import { prerenderToNodeStream } from 'react-dom/static';
import { documentTitle } from '@/shared/ui/page-layout';
import { App } from './app';
import { NOT_FOUND_TITLE } from './layout/not-found-page';
import {
  NOT_FOUND_FILE,
  NOT_FOUND_PATH,
  prerenderedFile,
  STATIC_PAGES,
  TOKEN_PAGES,
  TOKEN_PAGES_FILE,
  type PrerenderedPage,
} from './prerendered';
import { CHAIN_ROUTES } from './router';

async function render(path: string): Promise<string> {
  // Every boundary inline, in place: no script to reveal one later (the CSP allows none, and none is needed).
  const { prelude } = await prerenderToNodeStream(<App path={path} />, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const titleOf = (route: string) => {
  const heading = CHAIN_ROUTES.find((each) => each.path === route)?.heading;
  return documentTitle(heading?.title);
};

/** Every page the build writes: the static routes, the token page's shell and the 404 page. */
export async function prerenderPages(): Promise<PrerenderedPage[]> {
  // The addresses are listed twice (the routes need React, the hosting of the files must not): one build
  // that finds them apart fails rather than serve a route the 404 page.
  const routed = ['/', ...CHAIN_ROUTES.map((route) => route.path).filter((path) => !path.includes(':'))].sort();
  if (routed.join() !== [...STATIC_PAGES].sort().join()) {
    throw new Error(
      `STATIC_PAGES (src/app/prerendered.ts) must list the routes without a parameter: ${routed.join(', ')}`,
    );
  }
  const pages: PrerenderedPage[] = [];
  for (const path of STATIC_PAGES) {
    pages.push({ renderedFor: path, file: prerenderedFile(path).file, title: titleOf(path), html: await render(path) });
  }
  pages.push({
    renderedFor: TOKEN_PAGES,
    file: TOKEN_PAGES_FILE,
    title: titleOf('/token/:mint'),
    html: await render('/token/-'),
  });
  pages.push({
    renderedFor: NOT_FOUND_PATH,
    file: NOT_FOUND_FILE,
    title: NOT_FOUND_TITLE,
    html: await render('/404'),
  });
  return pages;
}
