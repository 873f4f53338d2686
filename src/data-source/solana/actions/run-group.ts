import { cannotKeep } from '../../pending-store';
import type { WalletSigner } from '@/entities/wallet/model';
import { AppError } from '@/shared/lib/app-error';
import { mapLimited } from '@/shared/lib/map-limited';
import type { ActionResultOf, PlannedAction, GroupOptions, SignedTransaction, Settled } from '../../contract';
import type { SolanaContext } from '../context';
import { bytesToBase58 } from '../kit-base58';
import { parseAddress } from '../parse-address';
import { priceTransaction, simulationFailure, type PricedTransaction } from '../send/price-transaction';
import { sendSigned } from '../send/send-signed';
import { signAllWithWallet } from '../send/sign-with-wallet';
import { lastValidOf } from '../send/build-transaction';
import type { ActionPlan } from './action-plan';
import { planAction } from './action-registry';

/** How many actions of a group are planned and simulated at once: a few round trips, not a burst. */
const PLANNING_AT_ONCE = 6;

interface Ready {
  index: number;
  plan: ActionPlan;
  priced: PricedTransaction;
}

/** Only a plain transaction joins a group: one signature, nothing made or followed up. */
function oneTransaction(plan: ActionPlan) {
  return !plan.nonce && !plan.followUps?.length && !plan.coSigners?.length && !plan.newMint && !plan.newAccount;
}

/**
 * The group form of the one send path: each action planned, simulated and priced as `run` does; the
 * ones that passed signed in ONE wallet approval; every signature handed to `onSigned` before any byte
 * goes out (a throw there sends nothing); then each sent and confirmed through `sendSigned`, together.
 * Each action settles on its own: one refused or failed never stops the others.
 */
export async function runGroup<A extends PlannedAction>(
  ctx: SolanaContext,
  signer: WalletSigner,
  actions: readonly A[],
  { onStage, signal, onSigned }: GroupOptions = {},
): Promise<Settled<ActionResultOf<A['kind']>>[]> {
  if (!signer.signTransactions) throw new AppError('wallet', 'This wallet signs one transaction at a time.');
  const owner = parseAddress(signer.address, 'The wallet');
  const settled: Settled<ActionResultOf<A['kind']>>[] = new Array(actions.length);
  const fail = (index: number, error: unknown) => (settled[index] = { ok: false, error });

  onStage?.('simulating');
  const planned = await mapLimited(actions, PLANNING_AT_ONCE, async (action, index): Promise<Ready | null> => {
    try {
      const plan = await planAction(ctx, owner, action, signal);
      if (!oneTransaction(plan)) throw new AppError('invalid', 'This action cannot be approved with others.');
      const priced = await priceTransaction(ctx, owner, plan.instructions, {
        signal,
        version: signer.transactionVersion,
      });
      if (priced.simulation.value.err) throw simulationFailure(priced.simulation, action.kind);
      return { index, plan, priced };
    } catch (error) {
      fail(index, error);
      return null;
    }
  });
  const ready = planned.filter((each): each is Ready => each !== null);
  if (ready.length === 0) return settled;
  // Each signed transaction is kept before it is sent: with no room for them, nothing is signed.
  if (!ctx.pending.hasRoom()) {
    for (const each of ready) fail(each.index, cannotKeep());
    return settled;
  }

  onStage?.('signing');
  let signedAll;
  try {
    signedAll = await signAllWithWallet(
      ctx,
      ready.map((each) => each.priced),
      signer,
      ready.map((each) => actions[each.index]!.kind),
      signal,
    );
  } catch (error) {
    // Declined or failed in the wallet: nothing of the group was signed.
    for (const each of ready) fail(each.index, error);
    return settled;
  }
  const toSend = ready.flatMap((each, position) => {
    const outcome = signedAll[position]!;
    if (outcome.status === 'rejected') {
      fail(each.index, outcome.reason);
      return [];
    }
    return [{ ...each, signed: outcome.value.transaction, paid: outcome.value.paid }];
  });
  const signatures = new Map<number, SignedTransaction>();
  for (const each of toSend) {
    signatures.set(each.index, {
      // The fee payer's, first: the transaction's name, as sendSigned names it.
      signature: bytesToBase58(Object.values(each.signed.signatures)[0]!),
      lastValidBlockHeight: lastValidOf(each.priced.lifetime),
    });
  }
  // Kept by the caller before anything is sent: a reload settles these before signing any again.
  onSigned?.(signatures);

  onStage?.('sending');
  await Promise.all(
    toSend.map(async (each) => {
      try {
        const signature = await sendSigned(ctx, {
          signed: each.signed,
          lifetime: each.priced.lifetime,
          minContextSlot: each.priced.minContextSlot,
          owner: signer.address,
          action: actions[each.index]!.kind,
          transfer: each.plan.transfer,
          signal,
        });
        settled[each.index] = { ok: true, value: { signature, paid: each.paid } as ActionResultOf<A['kind']> };
      } catch (error) {
        fail(each.index, error);
      }
    }),
  );
  return settled;
}
