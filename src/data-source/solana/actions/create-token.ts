import { generateKeyPairSigner, type Address, type Instruction } from '@solana/kit';
import { createOptionsIssues } from '@/entities/token/lib/create-options';
import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import type { ActionOptions, ActionStage, CreateTokenInput, CreateTokenResult } from '../../contract';
import { buildCreateTokenParts, createTokenSizes } from '../builders/create-token';
import type { SolanaContext } from '../context';
import { fitsOneTransaction, signAndSend } from '../send/send-transaction';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../address';

/** What a create sends: the mint's fresh key, and each transaction's instructions (the first creates the token). */
export async function planCreate(ctx: SolanaContext, owner: Address, input: CreateTokenInput, signal?: AbortSignal) {
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 9) {
    throw new DataError('invalid', 'Decimals must be a whole number from 0 to 9.');
  }
  assertU64(input.initialSupply, 'The initial supply');
  const [issue] = Object.values(createOptionsIssues(input.options ?? {}, input.initialSupply));
  if (issue) throw new DataError('invalid', `${issue}.`);
  // A fresh address for the mint; its key signs once, here, and is then forgotten.
  const mint = await generateKeyPairSigner();
  const sizes = createTokenSizes({
    owner,
    mint: mint.address,
    name: input.name,
    symbol: input.symbol,
    options: input.options,
  });
  const mintLamports = await ctx.rpc
    .getMinimumBalanceForRentExemption(BigInt(sizes.funded), { commitment: 'confirmed' })
    .send({ abortSignal: signal });
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
  return { mint, create: [...parts.create, ...first.map((field) => field.instruction)], more };
}

export async function createToken(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: CreateTokenInput,
  { onStage, signal }: ActionOptions = {},
): Promise<CreateTokenResult> {
  onStage?.('building');
  const owner = parseAddress(signer.address, 'The wallet');
  const { mint, create, more } = await planCreate(ctx, owner, input, signal);
  const of = more.length + 1;
  const stage = (index: number) => (of === 1 ? onStage : (s: ActionStage) => onStage?.(s, { index, of }));
  const signature = await signAndSend(ctx, {
    signer,
    instructions: create,
    coSigners: [mint],
    action: 'create',
    onStage: stage(1),
    signal,
  });
  ctx.mintLabels.set(mint.address, { name: input.name, symbol: input.symbol, decimals: input.decimals });
  const result: CreateTokenResult = { signature, mint: mint.address };
  for (const [offset, fields] of more.entries()) {
    try {
      await signAndSend(ctx, {
        signer,
        instructions: fields.map((field) => field.instruction),
        action: 'create',
        onStage: stage(offset + 2),
        signal,
      });
    } catch (error) {
      // The token stands: what is left is said, never reported as a failed creation (a retry would
      // create a second token).
      const keys = more.slice(offset).flatMap((group) => group.map((field) => field.key));
      return { ...result, fieldsNotAdded: { keys, reason: error instanceof Error ? error.message : String(error) } };
    }
  }
  return result;
}

type Field = Awaited<ReturnType<typeof buildCreateTokenParts>>['fields'][number];

/**
 * The fields that ride with the creating transaction, then the groups that follow, each as large as one
 * transaction holds. Everything is measured before anything is sent, so a token is never created with
 * fields that could not follow.
 */
function packFields(owner: Address, create: readonly Instruction[], fields: readonly Field[]): [Field[], ...Field[][]] {
  if (!fitsOneTransaction(owner, create)) {
    throw new DataError(
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
    else throw new DataError('invalid', `The field "${field.key}" is too long for one Solana transaction.`);
  }
  return groups;
}
