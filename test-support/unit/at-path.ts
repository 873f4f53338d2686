/** Puts jsdom's address bar at `path` (with its hash, if any) for a test: the app's router reads it from there. */
export function atPath(path: string, state: unknown = null): void {
  window.history.replaceState(state, '', path);
}
