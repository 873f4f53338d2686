import { z } from 'zod';
import { useWalletAction } from '@/data-source/use-wallet-action';
import type { CreateTokenInput } from '@/data-source/model';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { parseAmount } from '@/shared/lib/amount';

// Every field is text as typed; numbers are coerced once the text is known to be valid.
export const createTokenSchema = z
  .object({
    name: z.string().trim().min(1, 'Token name is required').max(32, 'Token name must be less than 32 characters'),
    symbol: z
      .string()
      .trim()
      .min(1, 'Token symbol is required')
      .max(10, 'Token symbol must be less than 10 characters'),
    decimals: z.string().trim().regex(/^\d$/, 'Decimals must be a whole number from 0 to 9'),
    initialSupply: z.string(),
  })
  .superRefine((values, ctx) => {
    const decimals = /^\d$/.test(values.decimals.trim()) ? Number(values.decimals) : 9;
    const issue = amountIssue(values.initialSupply, {
      decimals,
      positiveMessage: 'Initial supply must be greater than 0',
      maxMessage: (max) => `Initial supply is too large for ${decimals} decimals: at most ${maxWhole(max, decimals)}`,
    });
    if (issue) ctx.addIssue({ code: 'custom', path: ['initialSupply'], message: issue });
  })
  .transform(toCreateTokenInput);

/** The form as typed. */
export type CreateTokenValues = z.input<typeof createTokenSchema>;

export const CREATE_TOKEN_DEFAULTS: CreateTokenValues = {
  name: '',
  symbol: '',
  decimals: '9',
  initialSupply: '1000000',
};

function maxWhole(max: bigint, decimals: number): string {
  return (max / 10n ** BigInt(decimals)).toLocaleString();
}

/** Valid form values -> the data source's input, amounts in base units. */
function toCreateTokenInput(values: {
  name: string;
  symbol: string;
  decimals: string;
  initialSupply: string;
}): CreateTokenInput {
  const decimals = Number(values.decimals);
  const supply = parseAmount(values.initialSupply, decimals);
  if (!supply.ok) throw new Error('Initial supply was not validated');
  return { name: values.name.trim(), symbol: values.symbol.trim(), decimals, initialSupply: supply.value };
}

/** Creates the token: one signed transaction through the data source's send path. */
export const useCreateToken = () =>
  useWalletAction((dataSource, signer, input: CreateTokenInput, options) =>
    dataSource.createToken(signer, input, options),
  );
