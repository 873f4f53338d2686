import {
  address,
  getAddressEncoder,
  getProgramDerivedAddress,
  getUtf8Encoder,
  unwrapOption,
  type Address,
} from '@solana/kit';
import type { Mint } from '@solana-program/token-2022';

export const METAPLEX_METADATA_PROGRAM_ID = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

export interface NameAndSymbol {
  name: string;
  symbol: string;
}

/** Name and symbol stored in the mint itself (Token-2022 token-metadata extension), when present. */
export function embeddedMetadata(mint: Mint): NameAndSymbol | null {
  const extensions = unwrapOption(mint.extensions) ?? [];
  const metadata = extensions.find((each) => each.__kind === 'TokenMetadata');
  return metadata && metadata.__kind === 'TokenMetadata' ? { name: metadata.name, symbol: metadata.symbol } : null;
}

export async function metaplexMetadataAddress(mint: Address): Promise<Address> {
  const [pda] = await getProgramDerivedAddress({
    programAddress: METAPLEX_METADATA_PROGRAM_ID,
    seeds: [
      getUtf8Encoder().encode('metadata'),
      getAddressEncoder().encode(METAPLEX_METADATA_PROGRAM_ID),
      getAddressEncoder().encode(mint),
    ],
  });
  return pda;
}

// Metaplex pads its fixed-size strings with NUL bytes.
const clean = (text: string) => text.replace(/\0/g, '').trim();
const utf8 = new TextDecoder();

/**
 * Name and symbol from a Metaplex metadata account: key (1), update authority (32), mint (32),
 * then Borsh strings name and symbol (u32 length + UTF-8 bytes). Null when the data does not fit.
 */
export function parseMetaplexMetadata(data: Uint8Array): NameAndSymbol | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = 1 + 32 + 32;
  const readString = (): string | null => {
    if (offset + 4 > data.length) return null;
    const length = view.getUint32(offset, true);
    offset += 4;
    if (offset + length > data.length) return null;
    const text = utf8.decode(data.subarray(offset, offset + length));
    offset += length;
    return clean(text);
  };
  const name = readString();
  const symbol = readString();
  if (name === null || symbol === null) return null;
  return { name, symbol };
}
