import { PublicKey, type AccountInfo } from '@solana/web3.js';

/** An account as a node returns it with `encoding: 'base64'`. */
export interface RawAccount {
  data: [string, 'base64'];
  executable: boolean;
  lamports: number;
  owner: string;
}

/** The shape @solana/spl-token's unpack functions read. */
export function toAccountInfo(raw: RawAccount): AccountInfo<Buffer> {
  return {
    data: Buffer.from(raw.data[0], 'base64'),
    executable: raw.executable,
    lamports: raw.lamports,
    owner: new PublicKey(raw.owner),
  };
}
