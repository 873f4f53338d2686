import { createNoopSigner, generateKeyPairSigner, type Address } from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeAccount3Instruction,
  getSyncNativeInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { refusals } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import { rentExemptLamports, TOKEN_ACCOUNT_BYTES } from '../../../fee-rules';
import { associatedAccountSize } from '../../builders/associated-account-size';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import { decodeTokenAccount } from '../../read/raw-account';
import { readMintAndAssociated } from '../../read/read-mint';
import { assertU64 } from '../amount-limits';
import type { ActionPlan } from '../action-plan';

/** The native mint, the wallet's associated account of it, and what that account has wrapped. */
async function readWrapped(ctx: SolanaContext, owner: Address, input: ChainActionOf<'wrap-sol' | 'unwrap-sol'>) {
  const mintKey = parseAddress(input.mint, 'The token address');
  if (!nativeMintProgram(mintKey)) throw refusals.notNativeMint();
  assertU64(input.lamports, 'The amount', false);
  // The wallet's own account rides along: its lamports are what can be wrapped.
  const { mint, mintRaw, programId, associated, also } = await readMintAndAssociated(ctx, mintKey, owner, [owner]);
  const lamports = BigInt(also[0]?.lamports ?? 0);
  const wrapped = associated.raw ? decodeTokenAccount(associated.raw).amount : 0n;
  const watch = [
    { address: mintKey, kind: 'mint' as const, prefix: '', before: mintRaw },
    { address: associated.address, kind: 'token-account' as const, prefix: 'Your account: ', before: associated.raw },
  ];
  return {
    mintKey,
    mint,
    programId,
    account: associated.address,
    exists: !!associated.raw,
    lamports,
    wrapped,
    watch,
  };
}

/**
 * SOL into the wallet's account of a native mint: the account made when missing, the lamports moved in, and
 * the token program told to count them (SyncNative). The account's rent is paid once, when it is made.
 */
export async function planWrapSol(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'wrap-sol'>,
): Promise<ActionPlan> {
  const read = await readWrapped(ctx, owner, input);
  if (input.lamports > read.lamports) throw refusals.wrapLimit(read.lamports);
  const wallet = createNoopSigner(owner);
  const tokenProgram = read.programId;
  return {
    instructions: [
      ...(read.exists
        ? []
        : [
            getCreateAssociatedTokenIdempotentInstruction({
              payer: wallet,
              ata: read.account,
              owner,
              mint: read.mintKey,
              tokenProgram,
            }),
          ]),
      getTransferSolInstruction({ source: wallet, destination: read.account, amount: input.lamports }),
      getSyncNativeInstruction({ account: read.account }, { programAddress: tokenProgram }),
    ],
    watch: read.watch,
    mint: read.mint,
    // What the account gains is mostly the SOL wrapped: the rent is only that of a new account.
    rentLamports: read.exists
      ? 0n
      : rentExemptLamports(await ctx.rent({ fresh: true }), associatedAccountSize(read.mint, tokenProgram)),
  };
}

/**
 * SOL back out of the wallet's account of a native mint. All of it: the account is closed, its rent
 * returned too. Part: moved to a fresh account of the wallet's, closed in the same transaction (the token
 * programs unwrap only by closing), so the rent paid for it comes straight back.
 */
export async function planUnwrapSol(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'unwrap-sol'>,
): Promise<ActionPlan> {
  const read = await readWrapped(ctx, owner, input);
  if (input.lamports > read.wrapped) throw refusals.unwrapLimit(read.wrapped);
  const wallet = createNoopSigner(owner);
  const programAddress = read.programId;
  const close = (account: Address) =>
    getCloseAccountInstruction({ account, destination: owner, owner: wallet }, { programAddress });
  const plan = { watch: read.watch, mint: read.mint, rentLamports: 0n };
  if (input.lamports === read.wrapped) return { ...plan, instructions: [close(read.account)] };
  const part = await generateKeyPairSigner();
  const space = TOKEN_ACCOUNT_BYTES['spl-token'];
  return {
    ...plan,
    instructions: [
      getCreateAccountInstruction({
        payer: wallet,
        newAccount: part,
        lamports: rentExemptLamports(await ctx.rent({ fresh: true }), space),
        space,
        programAddress,
      }),
      getInitializeAccount3Instruction({ account: part.address, mint: read.mintKey, owner }, { programAddress }),
      getTransferCheckedInstruction(
        {
          source: read.account,
          mint: read.mintKey,
          destination: part.address,
          authority: wallet,
          amount: input.lamports,
          decimals: read.mint.decimals,
        },
        { programAddress },
      ),
      close(part.address),
    ],
    coSigners: [part],
  };
}
