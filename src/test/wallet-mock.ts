import { PublicKey } from '@solana/web3.js';
import { vi } from 'vitest';

export const TEST_OWNER = new PublicKey('7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5');

/** What useWallet returns for a connected wallet that can sign. Use inside vi.mock's factory. */
export function connectedWallet() {
  return { publicKey: TEST_OWNER, signTransaction: vi.fn(async <T>(tx: T) => tx) };
}

/** Radix Select calls pointer-capture and scrolling APIs jsdom lacks. */
export function stubPointerApis() {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.scrollIntoView = () => {};
}
