// Debian's Chromium, headless, with the flags this closed network needs (without the background
// networking flags it keeps dialing Google's hosts). Playwright gives every launch a fresh
// temporary --user-data-dir. Shared by the end-to-end tests and the bench.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
