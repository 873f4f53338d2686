/** On the root element of a prerendered page: the address it was rendered for ('/token/*' for every token, '*' for the 404 page). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The addresses the build prerenders each to its own file (src/app/prerender.tsx). */
export const STATIC_PAGES = [
  '/',
  '/dashboard',
  '/create-token',
  '/mint-token',
  '/send-token',
  '/transactions',
  '/receive',
  '/bulk-send',
  '/reclaim',
  '/clean-up',
  '/multisig',
  '/proposal',
] as const;

/** Every token's page shows the same shell until the app knows the token: one file serves them all. */
export const TOKEN_PAGES = '/token/*';
export const TOKEN_PAGES_FILE = 'token.html';

/** The 404 page is rendered for any address no route takes. */
export const NOT_FOUND_PATH = '*';
export const NOT_FOUND_FILE = '404.html';

export interface PrerenderedFile {
  /** The file in the build's directory. */
  file: string;
  /** What that file's root element says it was rendered for (PRERENDERED_ATTRIBUTE). */
  renderedFor: string;
  /** The HTTP status to serve it with. */
  status: 200 | 404;
}

/** One trailing slash dropped, as the router ignores one. */
const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Which prerendered file is the page for an address: what `vite preview` serves (scripts/preview-as-hosted.ts)
 * and what a static host is told to serve (its _redirects).
 */
export function prerenderedFile(pathname: string): PrerenderedFile {
  // As the router matches: one trailing slash and letter case make no difference.
  const path = trimSlash(pathname).toLowerCase();
  const page = STATIC_PAGES.find((each) => each === path);
  if (page) return { file: page === '/' ? 'index.html' : `${page.slice(1)}.html`, renderedFor: page, status: 200 };
  if (/^\/token\/[^/]+$/.test(path)) return { file: TOKEN_PAGES_FILE, renderedFor: TOKEN_PAGES, status: 200 };
  return { file: NOT_FOUND_FILE, renderedFor: NOT_FOUND_PATH, status: 404 };
}

/**
 * Whether the prerendered page in this document is the one for this address, so that React may hydrate it.
 * A host may serve a page for another address (a single-page fallback), whose HTML would not match: that
 * one is rendered afresh.
 */
export function servesThisAddress(renderedFor: string | null, pathname: string): boolean {
  return renderedFor !== null && renderedFor === prerenderedFile(pathname).renderedFor;
}

/** A page the build writes (src/app/prerender.tsx renders them, scripts/prerender-plugin.ts writes them). */
export interface PrerenderedPage {
  /** What goes in PRERENDERED_ATTRIBUTE. */
  renderedFor: string;
  /** The file it is written to, in the build's directory. */
  file: string;
  title: string;
  /** The root element's HTML. */
  html: string;
}
