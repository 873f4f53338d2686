// An account a program owns and keeps data in, made the way anyone can: the System program creates it with
// that program as its owner. What a stake account, a pool's state or any data account looks like to a sender.
import { getCreateAccountInstruction } from '@solana-program/system';
import { address, createSolanaRpc, generateKeyPairSigner, type Address, type KeyPairSigner } from '@solana/kit';
import { sendAndPoll } from './send-raw';

export const STAKE_PROGRAM = address('Stake11111111111111111111111111111111111111');

export async function programOwnedAccount(
  rpcUrl: string,
  payer: KeyPairSigner,
  { program = STAKE_PROGRAM, space = 200 }: { program?: Address; space?: number } = {},
): Promise<Address> {
  const account = await generateKeyPairSigner();
  const lamports = await createSolanaRpc(rpcUrl).getMinimumBalanceForRentExemption(BigInt(space)).send();
  const { err } = await sendAndPoll(
    rpcUrl,
    [getCreateAccountInstruction({ payer, newAccount: account, lamports, space, programAddress: program })],
    [payer, account],
  );
  if (err) throw new Error(`creating the account failed: ${JSON.stringify(err)}`);
  return account.address;
}
