import { createNoopSigner, type Address } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getHarvestWithheldTokensToMintInstruction,
  getSetTransferFeeInstruction,
  getWithdrawWithheldTokensFromMintInstruction,
} from '@solana-program/token-2022';
import { basisPointsIssue } from '@/entities/token/lib/token-rules';
import { AppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../../context';
import { decodeTokenAccountFull, extensionOf, type RawAccount } from '../../read/raw-account';
import { assertU64 } from '../amount-limits';
import { FEE_AUTHORITY_NAMES, refusals, requireAuthority } from '../../../action-wording';
import type { ActionPlan } from '../action-plan';
import { parseAddress } from '../../parse-address';
import { readPlanMint } from './plan-mint';
import { authorityOf } from '../../read/mint-authorities';

/** Holders' accounts harvested in one transaction: each adds 32 bytes to its 1,232. */
export const HARVEST_MAX_ACCOUNTS = 20;

/** The mint, read for the plan, and its fee settings; a mint without a transfer fee is refused. */
async function readFeeMint(ctx: SolanaContext, mintAddress: string) {
  const read = await readPlanMint(ctx, mintAddress);
  const config = extensionOf(read.mint, 'TransferFeeConfig');
  if (!config) throw refusals.noTransferFee();
  return { ...read, config };
}

/** A new fee (it takes effect two epochs later, as Token-2022 rules). */
export async function planSetTransferFee(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; basisPoints: number; maximumFee: bigint },
): Promise<ActionPlan> {
  const points = basisPointsIssue(input.basisPoints);
  if (points) throw new AppError('invalid', `${points}.`);
  assertU64(input.maximumFee, 'The maximum fee');
  const { mintKey, mint, programId, watched } = await readFeeMint(ctx, input.mint);
  requireAuthority(authorityOf(mint, 'transfer-fee'), owner, FEE_AUTHORITY_NAMES.config);
  return {
    instructions: [
      getSetTransferFeeInstruction(
        {
          mint: mintKey,
          transferFeeConfigAuthority: createNoopSigner(owner),
          transferFeeBasisPoints: input.basisPoints,
          maximumFee: input.maximumFee,
        },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}

/**
 * Every token account of this mint (null where the node refuses the scan, as public mainnet nodes do),
 * and those with fees withheld, fullest first.
 */
async function accountsWithFees(ctx: SolanaContext, mint: Address, programId: Address) {
  let found: { pubkey: Address; account: RawAccount }[];
  try {
    [found] = (await ctx.batch([
      {
        method: 'getProgramAccounts',
        params: [
          programId,
          { encoding: 'base64', commitment: 'confirmed', filters: [{ memcmp: { offset: 0, bytes: mint } }] },
        ],
      },
    ])) as [{ pubkey: Address; account: RawAccount }[]];
  } catch {
    return { accounts: null, withheld: [] };
  }
  const withheld = found.flatMap(({ pubkey, account }) => {
    try {
      const amount = extensionOf(decodeTokenAccountFull(account), 'TransferFeeAmount')?.withheldAmount;
      return amount ? [{ pubkey, amount }] : [];
    } catch {
      return []; // the mint itself, or an account too short to be a token account
    }
  });
  return {
    accounts: new Map(found.map(({ pubkey, account }) => [pubkey, account])),
    withheld: withheld
      .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
      .map((each) => each.pubkey),
  };
}

/** Moves the fees withheld in holders' accounts (the fullest first) into the mint: anyone may, with no authority. */
export async function planHarvestFees(
  ctx: SolanaContext,
  _owner: Address,
  input: { mint: string },
): Promise<ActionPlan> {
  const { mintKey, mint, programId, watched } = await readFeeMint(ctx, input.mint);
  const scan = await accountsWithFees(ctx, mintKey, programId);
  if (scan.accounts === null) throw refusals.accountsNotListed();
  const sources = scan.withheld.slice(0, HARVEST_MAX_ACCOUNTS);
  if (sources.length === 0) throw refusals.nothingToHarvest();
  return {
    instructions: [
      getHarvestWithheldTokensToMintInstruction({ mint: mintKey, sources }, { programAddress: programId }),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}

/** Harvests withheld fees from holders' accounts into the mint, then withdraws all of the mint's to the wallet. */
export async function planWithdrawFees(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; destination?: string },
): Promise<ActionPlan> {
  const { mintKey, mint, programId, config, watched } = await readFeeMint(ctx, input.mint);
  requireAuthority(authorityOf(mint, 'withdraw-fees'), owner, FEE_AUTHORITY_NAMES.withdraw);
  const receiver = input.destination ? parseAddress(input.destination, 'The destination') : owner;
  const scan = await accountsWithFees(ctx, mintKey, programId);
  const sources = scan.withheld.slice(0, HARVEST_MAX_ACCOUNTS);
  if (sources.length === 0 && config.withheldAmount === 0n) {
    throw refusals.nothingWithheld();
  }
  const signer = createNoopSigner(owner);
  const [destination] = await findAssociatedTokenPda({ owner: receiver, mint: mintKey, tokenProgram: programId });
  return {
    instructions: [
      ...(sources.length
        ? [getHarvestWithheldTokensToMintInstruction({ mint: mintKey, sources }, { programAddress: programId })]
        : []),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner: receiver,
        mint: mintKey,
        tokenProgram: programId,
      }),
      getWithdrawWithheldTokensFromMintInstruction(
        { mint: mintKey, feeReceiver: destination, withdrawWithheldAuthority: signer },
        { programAddress: programId },
      ),
    ],
    watch: [
      watched,
      // The scan read every account of the mint, this wallet's too (missing there: it does not exist yet).
      {
        address: destination,
        kind: 'token-account',
        prefix: receiver === owner ? 'Your account: ' : 'Receiving account: ',
        ...(scan.accounts && { before: scan.accounts.get(destination) ?? null }),
      },
    ],
    mint,
    rentLamports: 0n,
  };
}
