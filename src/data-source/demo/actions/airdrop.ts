import { AppError } from '@/shared/lib/app-error';
import type { ActionResult, ChainActionOf } from '../../contract';
import { sleep, type DemoChain, type DemoTiming } from '../demo-chain';

const DEMO_AIRDROP_CAP = 5_000_000_000n;

/** Demo's faucet: at most 5 SOL at a time, a "receive" line from the faucet in the wallet's history. */
export async function demoAirdrop(
  chain: DemoChain,
  timing: DemoTiming,
  { to, lamports }: ChainActionOf<'airdrop'>,
): Promise<ActionResult> {
  await sleep(timing.actionMs / 2);
  if (lamports > DEMO_AIRDROP_CAP) {
    throw new AppError('airdrop-refused', 'The demo faucet gives at most 5 SOL at a time.');
  }
  chain.walletOf(to).lamports += lamports;
  return chain.record(to, { amount: lamports, decimals: 9, token: 'SOL', type: 'receive', from: 'Faucet', to });
}
