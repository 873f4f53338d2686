/** On the root element of a prerendered page: the address it was rendered for, a prefix ('/token/*'), or '*' for the 404 page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The 404 page is rendered for any address no route takes; the others for their own address only. */
export const NOT_FOUND_PATH = '*';

/**
 * Whether a prerendered page is the one for this address, so that React may hydrate it. A host may serve
 * a page for another address (a fallback), whose HTML would not match: that one is rendered afresh.
 */
export function servesThisAddress(renderedFor: string | null, pathname: string): boolean {
  if (renderedFor === null) return false;
  if (renderedFor === NOT_FOUND_PATH) return true;
  // A prefix ('/token/*'): every address under it.
  if (renderedFor.endsWith('/*')) return pathname.startsWith(renderedFor.slice(0, -1)) && pathname.length > renderedFor.length - 1;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(renderedFor) === trim(pathname);
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
