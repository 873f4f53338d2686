import { rentExemptLamports } from '../../fee-rules';
import { generateKeyPairSigner, type Address, type Instruction } from '@solana/kit';
import { createOptionsIssues } from '@/entities/token/lib/create-options';
import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import { buildCreateTokenParts, createTokenSizes } from '../builders/create-token';
import { recipientTokenAccount } from '../builders/send-tokens';
import { programAddress } from '../read/token-programs';
import { fitsOneTransaction } from '../send/build-transaction';
import type { PlanAction } from './action-plan';
import { assertU64 } from './amount-limits';
import { requireHookProgram } from './token-actions/transfer-hook';
import { requireJoinableGroup } from './token-actions/group';

/**
 * A new Token-2022 token: the mint's fresh key, the creating transaction, and the metadata fields that
 * did not fit it, in as few transactions as follow.
 */
export const planCreate: PlanAction<ChainActionOf<'create'>> = async (ctx, owner, input) => {
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 9) {
    throw new AppError('invalid', 'Decimals must be a whole number from 0 to 9.');
  }
  assertU64(input.initialSupply, 'The initial supply');
  const [issue] = Object.values(createOptionsIssues(input.options ?? {}, input.initialSupply));
  if (issue) throw new AppError('invalid', `${issue}.`);
  const hook = input.options?.transferHook?.program;
  if (hook) await requireHookProgram(ctx, hook);
  const group = input.options?.memberOf?.group;
  if (group) await requireJoinableGroup(ctx, owner, group);
  // A fresh address for the mint; its key signs once, here, and is then forgotten.
  const mint = await generateKeyPairSigner();
  const sizes = createTokenSizes({
    owner,
    mint: mint.address,
    name: input.name,
    symbol: input.symbol,
    options: input.options,
  });
  const mintLamports = rentExemptLamports(await ctx.rent({ fresh: true }), sizes.funded);
  const parts = await buildCreateTokenParts({
    owner,
    mint,
    name: input.name,
    symbol: input.symbol,
    decimals: input.decimals,
    initialSupply: input.initialSupply,
    options: input.options,
    sizes,
    mintLamports,
  });
  const [first, ...more] = packFields(owner, parts.create, parts.fields);
  const ownAccount = await recipientTokenAccount({
    mint: mint.address,
    recipient: owner,
    programId: programAddress('token-2022'),
  });
  return {
    instructions: [...parts.create, ...first.map((field) => field.instruction)],
    coSigners: [mint],
    funded: [
      { address: mint.address, before: null },
      { address: ownAccount, before: null },
    ],
    newMint: { address: mint.address, label: { name: input.name, symbol: input.symbol, decimals: input.decimals } },
    followUps: more.map((fields) => ({
      instructions: fields.map((field) => field.instruction),
      adds: fields.map((field) => field.key),
    })),
  };
};

type Field = Awaited<ReturnType<typeof buildCreateTokenParts>>['fields'][number];

/**
 * The fields that ride with the creating transaction, then the groups that follow, each as large as one
 * transaction holds. Everything is measured before anything is sent, so a token is never created with
 * fields that could not follow.
 */
function packFields(owner: Address, create: readonly Instruction[], fields: readonly Field[]): [Field[], ...Field[][]] {
  if (!fitsOneTransaction(owner, create)) {
    throw new AppError(
      'invalid',
      'The name, symbol, URI and options do not fit one Solana transaction (at most 1,232 bytes): a shorter URI will.',
    );
  }
  const groups: [Field[], ...Field[][]] = [[]];
  for (const field of fields) {
    const current = groups.at(-1)!;
    const base = groups.length === 1 ? create : [];
    const instructions = [...base, ...[...current, field].map((each) => each.instruction)];
    if (fitsOneTransaction(owner, instructions)) current.push(field);
    else if (fitsOneTransaction(owner, [field.instruction])) groups.push([field]);
    else throw new AppError('invalid', `The field "${field.key}" is too long for one Solana transaction.`);
  }
  return groups;
}
