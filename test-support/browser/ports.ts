// The end-to-end servers' ports (playwright.config.ts starts them; a spec that needs one by name reads it here).
export const DEMO_PORT = 4173;
export const LOCALNET_PORT = 18899;
export const LOCALNET_APP_PORT = 15173;
/** Vite's dev server (what `npm start` serves a developer), against the local chain above. */
export const LOCALNET_DEV_APP_PORT = 15174;
export const MAINNET_LIKE_PORT = 38899;
export const MAINNET_LIKE_APP_PORT = 35173;
