/** Resolves when the browser has a moment with nothing else to do (at most a second and a half away). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 0);
  });
}
