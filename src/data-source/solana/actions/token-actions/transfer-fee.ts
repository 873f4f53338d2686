import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getHarvestWithheldTokensToMintInstruction,
  getSetTransferFeeInstruction,
  getTokenDecoder,
  getWithdrawWithheldTokensFromMintInstruction,
  type Extension,
} from '@solana-program/token-2022';
import { DataError } from '../../../errors';
import type { SolanaContext } from '../../context';
import { accountBytes, type RawAccount } from '../../read/raw-account';
import { assertU64 } from '../amount-limits';
import { extensionOf, readActionMint, requireAuthority } from './authority';
import type { ActionPlan } from './plan';

/** Basis points are hundredths of a percent: 10,000 is all of it. */
export const MAX_FEE_BASIS_POINTS = 10_000;
/** Holders' accounts harvested in one transaction: each adds 32 bytes to its 1,232. */
export const HARVEST_MAX_ACCOUNTS = 20;

/** The fee extension keeps a revoked authority as the all-zero address. */
const setOrNull = (authority: Address) => (authority === '11111111111111111111111111111111' ? null : authority);

function feeConfigOf(mint: Parameters<typeof extensionOf>[0]) {
  const config = extensionOf(mint, 'TransferFeeConfig');
  if (!config) throw new DataError('invalid', 'This token has no transfer fee.');
  return config;
}

/** A new fee (it takes effect two epochs later, as Token-2022 rules). */
export async function planSetTransferFee(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; basisPoints: number; maximumFee: bigint },
): Promise<ActionPlan> {
  if (!Number.isInteger(input.basisPoints) || input.basisPoints < 0 || input.basisPoints > MAX_FEE_BASIS_POINTS) {
    throw new DataError('invalid', 'The fee must be a whole number of basis points from 0 to 10,000.');
  }
  assertU64(input.maximumFee, 'The maximum fee');
  const { mintKey, mint, programId } = await readActionMint(ctx, input.mint);
  const config = feeConfigOf(mint);
  requireAuthority(setOrNull(config.transferFeeConfigAuthority), owner, 'transfer fee authority');
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
    watch: [{ address: mintKey, kind: 'mint', prefix: '' }],
    mint,
    rentLamports: 0n,
  };
}

/** Holders' accounts of this mint with fees withheld, fullest first; empty where the node refuses the scan. */
async function accountsWithFees(ctx: SolanaContext, mint: Address, programId: Address): Promise<Address[]> {
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
    return [];
  }
  const withheld = found.flatMap(({ pubkey, account }) => {
    try {
      const decoded = getTokenDecoder().decode(accountBytes(account));
      const fees = ((unwrapOption(decoded.extensions) ?? []) as Extension[]).find(
        (each) => each.__kind === 'TransferFeeAmount',
      );
      return fees && fees.__kind === 'TransferFeeAmount' && fees.withheldAmount > 0n
        ? [{ pubkey, amount: fees.withheldAmount }]
        : [];
    } catch {
      return []; // the mint itself, or an account too short to be a token account
    }
  });
  return withheld.sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0)).map((each) => each.pubkey);
}

/** Harvests withheld fees from holders' accounts into the mint, then withdraws all of the mint's to the wallet. */
export async function planWithdrawFees(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string },
): Promise<ActionPlan> {
  const { mintKey, mint, programId } = await readActionMint(ctx, input.mint);
  const config = feeConfigOf(mint);
  requireAuthority(setOrNull(config.withdrawWithheldAuthority), owner, 'withdraw-withheld authority');
  const sources = (await accountsWithFees(ctx, mintKey, programId)).slice(0, HARVEST_MAX_ACCOUNTS);
  if (sources.length === 0 && config.withheldAmount === 0n) {
    throw new DataError('invalid', 'No fees are withheld: there is nothing to withdraw.');
  }
  const signer = createNoopSigner(owner);
  const [destination] = await findAssociatedTokenPda({ owner, mint: mintKey, tokenProgram: programId });
  return {
    instructions: [
      ...(sources.length
        ? [getHarvestWithheldTokensToMintInstruction({ mint: mintKey, sources }, { programAddress: programId })]
        : []),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner,
        mint: mintKey,
        tokenProgram: programId,
      }),
      getWithdrawWithheldTokensFromMintInstruction(
        { mint: mintKey, feeReceiver: destination, withdrawWithheldAuthority: signer },
        { programAddress: programId },
      ),
    ],
    watch: [
      { address: mintKey, kind: 'mint', prefix: '' },
      { address: destination, kind: 'token-account', prefix: 'Your account: ' },
    ],
    mint,
    rentLamports: 0n,
  };
}
