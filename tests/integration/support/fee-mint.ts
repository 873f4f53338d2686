import { createSolanaRpc, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMintInstruction,
  getInitializeTransferFeeConfigInstruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token-2022';
import { sendAndPoll } from './send-raw';

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
  const rpc = createSolanaRpc(rpcUrl);
  const mint = await generateKeyPairSigner();
  const fee = { epoch: 0n, maximumFee, transferFeeBasisPoints: basisPoints };
  const space = getMintSize([
    extension('TransferFeeConfig', {
      transferFeeConfigAuthority: owner.address,
      withdrawWithheldAuthority: owner.address,
      withheldAmount: 0n,
      olderTransferFee: fee,
      newerTransferFee: fee,
    }),
  ]);
  const [account] = await findAssociatedTokenPda({
    owner: owner.address,
    mint: mint.address,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  const instructions = [
    getCreateAccountInstruction({
      payer: owner,
      newAccount: mint,
      space,
      lamports: await rpc.getMinimumBalanceForRentExemption(BigInt(space), { commitment: 'confirmed' }).send(),
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeTransferFeeConfigInstruction({
      mint: mint.address,
      transferFeeConfigAuthority: owner.address,
      withdrawWithheldAuthority: owner.address,
      transferFeeBasisPoints: basisPoints,
      maximumFee,
    }),
    getInitializeMintInstruction({ mint: mint.address, decimals, mintAuthority: owner.address, freezeAuthority: null }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: account,
      owner: owner.address,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getMintToInstruction({ mint: mint.address, token: account, mintAuthority: owner, amount: supply }),
  ];
  const { err } = await sendAndPoll(rpcUrl, instructions, [owner, mint]);
  if (err) throw new Error(`creating the fee mint failed: ${JSON.stringify(err)}`);
  return mint.address as string;
}
