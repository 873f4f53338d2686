// Their own module so that the provider can recognise the local test wallet, and the wallet can be
// offered, without loading its key code (and @solana/kit) on clusters where it is never used.
export const LOCAL_TEST_WALLET_NAME = 'Local test wallet';

/** The 64-byte secret (32-byte seed, then the public key) as a JSON array of numbers. */
export const LOCAL_TEST_WALLET_STORAGE_KEY = 'tokenManager.localTestWallet';
