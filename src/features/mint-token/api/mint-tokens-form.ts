import { z } from 'zod';
import type { MintTokensInput } from '@/data-source/contract';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { CONSENT_REQUIRED, needsProgramAddressConsent } from '@/entities/token/lib/recipient-issue';
import type { TokenHolding } from '@/entities/token/model';
import { isValidAddress } from '@/shared/lib/address';
import { movesNothingIssue, pausedSentence, typedRaw } from '@/entities/token/lib/token-traits';

/** Rules depend on the tokens the wallet holds: the amount's decimals come from the chosen token. */
export function mintTokensSchema(tokens: readonly TokenHolding[]) {
  return z
    .object({
      tokenMint: z.string().min(1, 'Token mint address is required'),
      amount: z.string(),
      destinationAddress: z.string(),
      confirmProgramAddress: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const token = tokens.find((t) => t.mint === values.tokenMint);
      if (values.tokenMint && token && !token.canMint) {
        ctx.addIssue({ code: 'custom', path: ['tokenMint'], message: notMintableReason(token) });
      } else if (token?.paused) {
        ctx.addIssue({ code: 'custom', path: ['tokenMint'], message: pausedSentence(token.symbol) });
      }
      const issue =
        amountIssue(values.amount, { decimals: token?.decimals ?? 9 }) ??
        (token ? movesNothingIssue(values.amount, { decimals: token.decimals, scale: token.scale }) : null);
      if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue });
      const destination = values.destinationAddress.trim();
      if (destination && !isValidAddress(destination)) {
        ctx.addIssue({ code: 'custom', path: ['destinationAddress'], message: 'Valid Solana address required' });
      } else if (destination && needsProgramAddressConsent(destination) && !values.confirmProgramAddress) {
        ctx.addIssue({ code: 'custom', path: ['confirmProgramAddress'], message: CONSENT_REQUIRED });
      }
    })
    .transform((values) =>
      toMintTokensInput(
        values,
        tokens.find((t) => t.mint === values.tokenMint)!,
      ),
    );
}

/** The form as typed (text fields). */
export interface MintTokensValues {
  tokenMint: string;
  amount: string;
  destinationAddress: string;
  /** Ticked to mint to a program-derived address anyway. */
  confirmProgramAddress: boolean;
}

export const MINT_TOKENS_DEFAULTS: MintTokensValues = {
  tokenMint: '',
  amount: '1000',
  destinationAddress: '',
  confirmProgramAddress: false,
};

export function notMintableReason(token: TokenHolding): string {
  return token.mintAuthority === null ? 'Minting is disabled for this token' : 'You are not the mint authority';
}

/** Valid form values -> the data source's input; a blank destination means the wallet itself. */
function toMintTokensInput(values: MintTokensValues, token: TokenHolding): MintTokensInput {
  // Typed as shown (a UI amount); minted in raw units. No balance applies to a mint.
  const amount = typedRaw(values.amount, { decimals: token.decimals, ...(token.scale && { scale: token.scale }) });
  if (amount === null) throw new Error('Amount was not validated');
  const destination = values.destinationAddress.trim();
  return { mint: token.mint, amount, ...(destination ? { destination } : {}) };
}
