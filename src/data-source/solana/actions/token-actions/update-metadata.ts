import { createNoopSigner, unwrapOption, type Address, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  extension,
  getMintSize,
  getRemoveTokenMetadataKeyInstruction,
  getUpdateTokenMetadataFieldInstruction,
  tokenMetadataField,
} from '@solana-program/token-2022';
import { additionalIssue } from '@/entities/token/lib/token-rules';
import { AppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../../context';
import { accountBytes, extensionOf } from '../../read/raw-account';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import { rentExemptLamports } from '../../../fee-rules';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

export interface MetadataWanted {
  mint: string;
  name: string;
  symbol: string;
  uri: string;
  additional: [string, string][];
}

/**
 * Sets the Token-2022 metadata kept in the mint to what is wanted: one instruction per field that
 * changes, one per additional field removed. A longer metadata needs more rent, which the program does
 * not take itself: the wallet tops the mint up first, in the same transaction.
 */
export async function planUpdateMetadata(
  ctx: SolanaContext,
  owner: Address,
  wanted: MetadataWanted,
): Promise<ActionPlan> {
  const { mintKey, raw, mint, programId, watched } = await readPlanMint(ctx, wanted.mint);
  const metadata = extensionOf(mint, 'TokenMetadata');
  if (!metadata) throw refusals.noMetadata();
  requireAuthority(unwrapOption(metadata.updateAuthority), owner, ROLE_NAMES.metadata);
  const fieldsIssue = additionalIssue(wanted.additional);
  if (fieldsIssue) throw new AppError('invalid', `${fieldsIssue}.`);
  const keys = wanted.additional.map(([key]) => key);

  const authority = createNoopSigner(owner);
  const config = { programAddress: programId };
  const set = (field: Parameters<typeof getUpdateTokenMetadataFieldInstruction>[0]['field'], value: string) =>
    getUpdateTokenMetadataFieldInstruction({ metadata: mintKey, updateAuthority: authority, field, value }, config);
  const instructions: Instruction[] = [];
  if (wanted.name !== metadata.name) instructions.push(set(tokenMetadataField('Name'), wanted.name));
  if (wanted.symbol !== metadata.symbol) instructions.push(set(tokenMetadataField('Symbol'), wanted.symbol));
  if (wanted.uri !== metadata.uri) instructions.push(set(tokenMetadataField('Uri'), wanted.uri));
  for (const key of metadata.additionalMetadata.keys()) {
    if (!keys.includes(key)) {
      instructions.push(
        getRemoveTokenMetadataKeyInstruction(
          { metadata: mintKey, updateAuthority: authority, key, idempotent: false },
          config,
        ),
      );
    }
  }
  for (const [key, value] of wanted.additional) {
    if (metadata.additionalMetadata.get(key) !== value) instructions.push(set(tokenMetadataField('Key', [key]), value));
  }
  if (instructions.length === 0) throw new AppError('invalid', 'Nothing to change: the metadata already reads so.');

  const sizeOf = (fields: { name: string; symbol: string; uri: string; additional: [string, string][] }) =>
    getMintSize([
      extension('TokenMetadata', {
        updateAuthority: owner,
        mint: mintKey,
        name: fields.name,
        symbol: fields.symbol,
        uri: fields.uri,
        additionalMetadata: new Map(fields.additional),
      }),
    ]);
  const length =
    accountBytes(raw).length +
    sizeOf(wanted) -
    sizeOf({ ...metadata, additional: [...metadata.additionalMetadata.entries()] });
  const rentNeeded = rentExemptLamports(await ctx.rent({ fresh: true }), length);
  const topUp = rentNeeded > BigInt(raw.lamports) ? rentNeeded - BigInt(raw.lamports) : 0n;
  if (topUp > 0n) {
    instructions.unshift(getTransferSolInstruction({ source: authority, destination: mintKey, amount: topUp }));
  }
  return { instructions, watch: [watched], mint, rentLamports: topUp };
}
