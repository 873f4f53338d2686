import { z } from 'zod';
import type { SendTokensInput } from '@/data-source/contract';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { CONSENT_REQUIRED, needsProgramAddressConsent, OWN_ADDRESS } from '@/entities/token/lib/recipient-issue';
import type { TokenHolding } from '@/entities/token/model';
import { isValidAddress } from '@/shared/lib/address';
import { memoIssue } from '@/shared/lib/memo';
import { movesNothingIssue, shownAmount, typedRaw, uiUnits } from '@/entities/token/lib/token-traits';
import { transferRefusal } from '@/entities/token/lib/token-traits';

/**
 * The amount is checked against the chosen token's decimals and the wallet's balance of it; the
 * recipient may not be the wallet itself, and a program address needs the user's explicit consent.
 */
export function sendTokensSchema(tokens: readonly TokenHolding[], owner?: string) {
  return z
    .object({
      tokenMint: z.string().min(1, 'Token is required'),
      recipientAddress: z
        .string()
        .trim()
        .min(32, 'Valid Solana address required')
        .refine(isValidAddress, 'Valid Solana address required'),
      amount: z.string(),
      confirmProgramAddress: z.boolean(),
      memo: z.string(),
    })
    .superRefine((values, ctx) => {
      const recipient = values.recipientAddress.trim();
      if (owner && recipient === owner)
        ctx.addIssue({ code: 'custom', path: ['recipientAddress'], message: OWN_ADDRESS });
      else if (isValidAddress(recipient) && needsProgramAddressConsent(recipient) && !values.confirmProgramAddress) {
        ctx.addIssue({ code: 'custom', path: ['confirmProgramAddress'], message: CONSENT_REQUIRED });
      }
      const token = tokens.find((t) => t.mint === values.tokenMint);
      const refusal = token && transferRefusal(token);
      if (refusal) ctx.addIssue({ code: 'custom', path: ['tokenMint'], message: refusal });
      // Amounts are typed as shown (UI amounts): the balance is checked in the same units.
      const issue = amountIssue(values.amount, {
        decimals: token?.decimals ?? 9,
        max: token && uiUnits(token.balance, token),
        maxMessage: () =>
          `Amount exceeds your balance of ${token ? shownAmount(token.balance, token) : 0} ${token?.symbol ?? ''}`.trim(),
      });
      const nothing = !issue && token ? movesNothingIssue(values.amount, token) : null;
      if (issue || nothing) ctx.addIssue({ code: 'custom', path: ['amount'], message: (issue ?? nothing)! });
      const memo = memoIssue(values.memo);
      if (memo) ctx.addIssue({ code: 'custom', path: ['memo'], message: memo });
    })
    .transform((values) =>
      toSendTokensInput(
        values,
        tokens.find((t) => t.mint === values.tokenMint)!,
      ),
    );
}

/** The form as typed (text fields). */
export interface SendTokensValues {
  tokenMint: string;
  recipientAddress: string;
  amount: string;
  /** Ticked to send to a program-derived address anyway. */
  confirmProgramAddress: boolean;
  /** Sent exactly as typed; empty sends none. */
  memo: string;
}

export const SEND_TOKENS_DEFAULTS: SendTokensValues = {
  tokenMint: '',
  recipientAddress: '',
  amount: '0',
  confirmProgramAddress: false,
  memo: '',
};

function toSendTokensInput(values: SendTokensValues, token: TokenHolding): SendTokensInput {
  const amount = typedRaw(values.amount, token);
  if (amount === null) throw new Error('Amount was not validated');
  return {
    mint: token.mint,
    recipient: values.recipientAddress.trim(),
    amount,
    ...(values.memo !== '' && { memo: values.memo }),
  };
}
