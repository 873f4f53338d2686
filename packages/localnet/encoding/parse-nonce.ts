// jsonParsed nonce accounts (program "nonce") as Agave 4.2 writes them.
import { Bincode } from './bincode';

/**
 * A System-owned nonce account as account-decoder/src/parse_nonce.rs writes it: only an initialized nonce
 * parses (legacy or current version); an uninitialized one, or any other data, does not.
 */
export function parseNonce(data: Uint8Array): { type: string; info: unknown } | null {
  try {
    const r = new Bincode(data);
    const version = r.u32();
    const state = r.u32();
    if (version > 1 || state !== 1) return null;
    return {
      type: 'initialized',
      info: { authority: r.hash(), blockhash: r.hash(), feeCalculator: { lamportsPerSignature: r.u64().toString() } },
    };
  } catch {
    return null;
  }
}
