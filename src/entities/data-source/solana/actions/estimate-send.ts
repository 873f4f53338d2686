import { getAssociatedTokenAddressSync, unpackMint } from '@solana/spl-token';
import { PublicKey, Transaction } from '@solana/web3.js';
import type { SendEstimate, SendTokensInput } from '../../model';
import { associatedAccountSize } from '../builders/associated-account-size';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { toAccountInfo, type RawAccount } from '../read/raw-account';
import { programName } from '../read/token-programs';
import { parseAddress } from './amount-limits';

const LAMPORTS_PER_SIGNATURE = 5_000n;

/**
 * The fee of the very transaction a send would build, plus the rent of the recipient's associated
 * account when it does not exist yet. Two HTTP requests (each a batch).
 */
export async function estimateSend(
  ctx: SolanaContext,
  ownerAddress: string,
  input: Omit<SendTokensInput, 'amount'>,
): Promise<SendEstimate> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const mintKey = parseAddress(input.mint, 'The token address');
  const recipient = parseAddress(input.recipient, 'The recipient');
  const recipientOffCurve = !PublicKey.isOnCurve(recipient.toBytes());

  const [mintRaw, blockhashResult] = (await ctx.rpc([
    { method: 'getMultipleAccounts', params: [[mintKey.toBase58()], { encoding: 'base64', commitment: 'confirmed' }] },
    { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
  ])) as [{ value: (RawAccount | null)[] }, { value: { blockhash: string } }];
  const raw = mintRaw.value[0];
  if (!raw || !programName(raw.owner)) throw new Error(`No token mint exists at ${mintKey.toBase58()}.`);
  const mintInfo = toAccountInfo(raw);
  const programId = mintInfo.owner;
  const mint = unpackMint(mintKey, mintInfo, programId);
  const destination = getAssociatedTokenAddressSync(mintKey, recipient, true, programId);

  const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhashResult.value.blockhash });
  transaction.add(
    ...buildSendTokensInstructions({
      owner,
      source: getAssociatedTokenAddressSync(mintKey, owner, true, programId),
      mint: mintKey,
      programId,
      decimals: mint.decimals,
      recipient,
      amount: 1n,
    }),
  );
  const message = transaction.compileMessage();
  const [fee, destinationAccounts, rent] = (await ctx.rpc([
    { method: 'getFeeForMessage', params: [message.serialize().toString('base64'), { commitment: 'confirmed' }] },
    {
      method: 'getMultipleAccounts',
      params: [[destination.toBase58()], { encoding: 'base64', commitment: 'confirmed' }],
    },
    { method: 'getMinimumBalanceForRentExemption', params: [associatedAccountSize(mint, programId)] },
  ])) as [{ value: number | null }, { value: (RawAccount | null)[] }, number];

  const feeLamports =
    fee.value === null ? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) : BigInt(fee.value);
  const rentLamports = destinationAccounts.value[0] ? 0n : BigInt(rent);
  return { feeLamports, rentLamports, recipientOffCurve };
}
