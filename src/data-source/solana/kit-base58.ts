import { getBase58Decoder, getBase58Encoder } from '@solana/kit';

// Codecs are stateless: one of each serves the whole data source.
const encoder = getBase58Encoder();
const decoder = getBase58Decoder();

/** base58 text -> bytes (instruction data, signatures). Throws on a character outside the alphabet. */
export const base58ToBytes = (text: string): Uint8Array => new Uint8Array(encoder.encode(text));
/** bytes -> base58 text. */
export const bytesToBase58 = (bytes: Uint8Array): string => decoder.decode(bytes);
