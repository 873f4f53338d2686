// The theme, set before the first paint: the first part of the page's one inline script (src/app/boot-script.ts).
// Plain ES5 in a string, so what runs is exactly what the Content-Security-Policy hashes.

export const THEME_STORAGE_KEY = 'tokenManager.theme';

/** Adds `dark` to <html> when the stored theme is dark, or is system (or unset) and the system is dark. */
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))` +
  `document.documentElement.classList.add('dark')}catch(e){}`;
