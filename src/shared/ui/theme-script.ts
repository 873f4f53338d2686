// The theme, set before the first paint: the one inline script of the page, allowed by its hash in the
// Content-Security-Policy (security-headers.ts) and put in <head> by the build (vite.config.ts). Plain
// ES5 in a string, so what runs is exactly what is hashed.

export const THEME_STORAGE_KEY = 'tokenManager.theme';

/** Adds `dark` to <html> when the stored theme is dark, or is system (or unset) and the system is dark. */
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))` +
  `document.documentElement.classList.add('dark')}catch(e){}`;
