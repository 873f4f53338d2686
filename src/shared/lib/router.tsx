import type { ReactNode } from 'react';
import { Link, useLocation as useWouterLocation, useRoute } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

// The app's routing, on wouter (3 KB, where react-router cost the first page 13 KB of gzip): the names the
// pages use, with the address bar's hash and history state, which wouter's own location leaves out.
export { Link, Route, Router, Switch, useParams } from 'wouter';

export interface AppLocation {
  pathname: string;
  /** '#…' or ''. */
  hash: string;
  /** What the navigation that opened this entry carried (navigate's `state`), else null. */
  state: unknown;
}

const currentHash = () => window.location.hash;
// Prerendering has no address bar: a page renders there as it does before any hash is read.
const noHash = () => '';

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const hash = useLocationProperty(currentHash, noHash);
  const state: unknown = useHistoryState();
  return { pathname, hash, state };
}

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export function useNavigate(): Navigate {
  return useWouterLocation()[1];
}

interface NavLinkProps {
  to: string;
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: ReactNode;
}

/** A menu link that knows it is the current page (matched as its route is): styled so, and said so (aria-current). */
export function NavLink({ to, className, onClick, children }: NavLinkProps) {
  const [isActive] = useRoute(to);
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
