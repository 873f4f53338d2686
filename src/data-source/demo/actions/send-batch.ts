import { refusals } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent } from '../demo-chain';
import { demoFits } from '../demo-packing';
import { refuseUnreachable, spendable } from './spend-rules';

export const sendBatch: DemoActionModule<ChainActionOf<'send-batch'>> = {
  preview(chain, owner, input) {
    const token = chain.tokenOf(owner, input.mint);
    const recipients = new Set(input.transfers.map((transfer) => transfer.recipient));
    const missing = [...recipients].filter((recipient) => !chain.holds(recipient, input.mint)).length;
    return { rentLamports: BigInt(missing) * accountRent(token.program) };
  },
  prepare(chain, owner, input) {
    if (input.transfers.length === 0) throw refusals.emptyBatch();
    const token = spendable(chain, owner, input.mint);
    const recipients = input.transfers.map((transfer) => transfer.recipient);
    const creating = recipients.map((recipient) => !chain.holds(recipient, input.mint));
    if (recipients.length > 1 && !demoFits(creating, input.memo, input.version === 1)) throw refusals.batchTooLarge();
    refuseUnreachable(chain, input.mint, recipients, input.memo);
    const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
    if (total > token.balance) throw refusals.batchOverBalance();
    return (signature) => {
      const created = new Set(recipients.filter((recipient) => !chain.holds(recipient, input.mint)));
      chain.keepReceipt(
        signature,
        input.transfers.map(({ recipient, amount }) => ({ sender: owner, recipient, mint: input.mint, amount })),
        BigInt(created.size) * accountRent(token.program),
      );
      token.balance -= total;
      const base = { decimals: token.decimals, token: token.symbol, mint: token.mint };
      for (const { recipient, amount } of input.transfers) {
        const arrived = chain.transfer(token, recipient, amount);
        if (recipient !== owner) {
          chain.record(recipient, { ...base, amount: arrived, type: 'receive', from: owner, to: recipient }, signature);
        }
      }
      // One transaction, one line in the sender's history: the total, to the first recipient, each its part.
      const to = input.transfers[0]!.recipient;
      const parts = input.transfers.map(({ recipient, amount }) => ({ to: recipient, amount }));
      const paid = [...new Set(recipients)].filter((recipient) => recipient !== owner);
      return chain.record(
        owner,
        { ...base, amount: total, type: 'send', from: owner, to, ...(parts.length > 1 && { parts }), paid },
        signature,
      );
    };
  },
};
