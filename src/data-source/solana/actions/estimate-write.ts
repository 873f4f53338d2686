import type { Address, Instruction } from '@solana/kit';
import type { WriteEstimate, WriteQuestion } from '../../contract';
import type { SolanaContext } from '../context';
import type { RawAccount } from '../read/raw-account';
import { recipientTokenAccount } from '../builders/send-tokens';
import { readAccounts } from '../read/read-mints';
import { programAddress } from '../read/token-programs';
import { priceTransaction } from '../send/send-transaction';
import { parseAddress } from '../address';
import { planCreate } from './create-token';
import { planMint } from './mint-tokens';

interface Planned {
  instructions: readonly Instruction[];
  /** Accounts the transactions may create: what they hold after it is the rent paid for them. */
  created: Address[];
}

async function plan(ctx: SolanaContext, owner: Address, question: WriteQuestion): Promise<Planned[]> {
  if (question.kind === 'mint') {
    const { instructions, destination } = await planMint(ctx, owner, question.input);
    const [existing] = await readAccounts(ctx, [destination]);
    return [{ instructions, created: existing ? [] : [destination] }];
  }
  const { mint, create, more } = await planCreate(ctx, owner, question.input);
  const ownAccount = await recipientTokenAccount({ mint: mint.address, recipient: owner, programId: programAddress('token-2022') });
  return [
    { instructions: create, created: [mint.address, ownAccount] },
    ...more.map((fields) => ({ instructions: fields.map((field) => field.instruction), created: [] })),
  ];
}

/**
 * What a create or a mint would cost before the wallet is asked: each transaction it needs, simulated and
 * priced as it would be sent, and the rent of the accounts it creates (what they hold after it).
 */
export async function estimateWrite(ctx: SolanaContext, ownerAddress: string, question: WriteQuestion): Promise<WriteEstimate> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const planned = await plan(ctx, owner, question);
  const priced = await Promise.all(
    planned.map((each) => priceTransaction(ctx, owner, each.instructions, { accounts: each.created })),
  );
  const rentLamports = priced.reduce((sum, { simulation }) => {
    const after = (simulation.value.accounts ?? []) as unknown as (RawAccount | null)[];
    return after.reduce((total, account) => total + BigInt(account?.lamports ?? 0), sum);
  }, 0n);
  const [first, ...rest] = priced.map((each) => each.fee);
  const networkFee = rest.reduce(
    (sum, fee) => ({
      ...sum,
      base: sum.base + fee.base,
      priority: sum.priority + fee.priority,
      total: sum.total + fee.total,
      unitLimit: sum.unitLimit + fee.unitLimit,
    }),
    first!,
  );
  return { networkFee, transactions: priced.length, rentLamports };
}
