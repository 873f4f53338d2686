import type { KeyPairSigner } from '@solana/kit';
import { extension, getInitializeTransferFeeConfigInstruction } from '@solana-program/token-2022';
import { scriptMint } from './script-mint';

/** A Token-2022 mint with a transfer fee (the owner holds both fee authorities), and `supply` in the owner's account. */
export async function createFeeMint(
  rpcUrl: string,
  owner: KeyPairSigner,
  {
    decimals,
    supply,
    basisPoints,
    maximumFee,
  }: { decimals: number; supply: bigint; basisPoints: number; maximumFee: bigint },
) {
  const fee = { epoch: 0n, maximumFee, transferFeeBasisPoints: basisPoints };
  const authorities = { transferFeeConfigAuthority: owner.address, withdrawWithheldAuthority: owner.address };
  const mint = await scriptMint(rpcUrl, owner, {
    extensions: [
      extension('TransferFeeConfig', {
        ...authorities,
        withheldAmount: 0n,
        olderTransferFee: fee,
        newerTransferFee: fee,
      }),
    ],
    setup: (address) => [
      getInitializeTransferFeeConfigInstruction({
        mint: address,
        ...authorities,
        transferFeeBasisPoints: basisPoints,
        maximumFee,
      }),
    ],
    decimals,
    supply,
  });
  return mint as string;
}
