import { formatAmount } from '@/shared/lib/amount';
import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent } from '../demo-chain';
import { refuseUnreachable, spendable } from './spend-rules';

export const send: DemoActionModule<ChainActionOf<'send'>> = {
  preview(chain, owner, input) {
    // As on chain: a recipient who holds none of this token needs an account, paid for by the sender.
    const token = chain.tokenOf(owner, input.mint);
    return { rentLamports: chain.holds(input.recipient, input.mint) ? 0n : accountRent(token.program) };
  },
  prepare(chain, owner, input) {
    const token = spendable(chain, owner, input.mint);
    refuseUnreachable(chain, input.mint, [input.recipient], input.memo);
    if (input.amount > token.balance) {
      throw new AppError(
        'simulation-failed',
        `Insufficient balance: you have ${formatAmount(token.balance, token.decimals)} ${token.symbol}.`,
      );
    }
    return (signature) => {
      const rent = chain.holds(input.recipient, input.mint) ? 0n : accountRent(token.program);
      chain.keepReceipt(
        signature,
        [{ sender: owner, recipient: input.recipient, mint: input.mint, amount: input.amount }],
        rent,
      );
      token.balance -= input.amount;
      const arrived = chain.transfer(token, input.recipient, input.amount);
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      if (input.recipient !== owner) {
        chain.record(
          input.recipient,
          { ...base, amount: arrived, type: 'receive', from: owner, to: input.recipient },
          signature,
        );
      }
      chain.record(
        owner,
        { ...base, type: 'send', from: owner, to: input.recipient, paid: [input.recipient] },
        signature,
      );
      const payment = { recipient: input.recipient, signature, payer: owner, mint: token.mint, amount: input.amount };
      for (const reference of input.references ?? []) {
        chain.payments.set(reference, [...(chain.payments.get(reference) ?? []), { ...payment, status: 'confirmed' }]);
      }
      return { signature };
    };
  },
};
