import { getBase64Encoder, unwrapOption, type Option } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, type Extension, type Mint } from '@solana-program/token-2022';

/** An account as a node returns it with `encoding: 'base64'`. */
export interface RawAccount {
  data: [string, 'base64'];
  executable: boolean;
  lamports: number | bigint;
  owner: string;
}

const base64 = getBase64Encoder();

export const accountBytes = (raw: RawAccount): Uint8Array => new Uint8Array(base64.encode(raw.data[0]));

/**
 * A mint of either token program. Token-2022's layout is the classic one plus extensions, so one
 * decoder reads both (a classic mint simply has none).
 */
export function decodeMint(raw: RawAccount): Mint {
  return getMintDecoder().decode(accountBytes(raw));
}

/** A token account of either program: its mint, owner and exact balance. */
export function decodeTokenAccount(raw: RawAccount): { mint: string; owner: string; amount: bigint } {
  const account = getTokenDecoder().decode(accountBytes(raw));
  return { mint: account.mint, owner: account.owner, amount: account.amount };
}

export const mintAuthorityOf = (mint: Mint): string | null => unwrapOption(mint.mintAuthority) ?? null;

/** The extension of this kind a mint or token account carries, if any. */
export function extensionOf<K extends Extension['__kind']>(
  value: { extensions: Option<Extension[]> },
  kind: K,
): Extract<Extension, { __kind: K }> | undefined {
  return (unwrapOption(value.extensions) ?? []).find(
    (each): each is Extract<Extension, { __kind: K }> => each.__kind === kind,
  );
}
