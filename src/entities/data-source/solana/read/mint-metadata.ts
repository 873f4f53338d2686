import { ExtensionType, getExtensionData, type Mint } from '@solana/spl-token';
import { unpack } from '@solana/spl-token-metadata';
import { PublicKey } from '@solana/web3.js';

export const METAPLEX_METADATA_PROGRAM_ID = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

export interface NameAndSymbol {
  name: string;
  symbol: string;
}

/** Name and symbol stored in the mint itself (Token-2022 token-metadata extension), when present. */
export function embeddedMetadata(mint: Mint): NameAndSymbol | null {
  const data = getExtensionData(ExtensionType.TokenMetadata, mint.tlvData);
  if (!data) return null;
  try {
    const metadata = unpack(data);
    return { name: metadata.name, symbol: metadata.symbol };
  } catch {
    return null;
  }
}

export function metaplexMetadataAddress(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), METAPLEX_METADATA_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    METAPLEX_METADATA_PROGRAM_ID,
  )[0];
}

// Metaplex pads its fixed-size strings with NUL bytes.
const clean = (text: string) => text.replace(/\0/g, '').trim();

/**
 * Name and symbol from a Metaplex metadata account: key (1), update authority (32), mint (32),
 * then Borsh strings name and symbol (u32 length + UTF-8 bytes). Null when the data does not fit.
 */
export function parseMetaplexMetadata(data: Buffer): NameAndSymbol | null {
  let offset = 1 + 32 + 32;
  const readString = (): string | null => {
    if (offset + 4 > data.length) return null;
    const length = data.readUInt32LE(offset);
    offset += 4;
    if (offset + length > data.length) return null;
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return clean(text);
  };
  const name = readString();
  const symbol = readString();
  if (name === null || symbol === null) return null;
  return { name, symbol };
}
