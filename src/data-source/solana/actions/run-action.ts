import type { WalletSigner } from '@/entities/wallet/model';
import { changesBetween } from '../../action-wording';
import type {
  ActionOptions,
  ActionResult,
  ActionResultOf,
  ActionStage,
  PlannedAction,
  CreateTokenResult,
  PaidFee,
  ProposalResult,
} from '../../contract';
import type { ActionPreview } from '@/entities/action/model';
import { AppError } from '@/shared/lib/app-error';
import { parseAddress } from '../parse-address';
import type { SolanaContext } from '../context';
import type { RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { factsOf, scaledTokenOf } from '../read/token-state';
import { explainFailure } from '../send/explain-failure';
import { priceTransaction, simulationFailure } from '../send/price-transaction';
import { signAndSend } from '../send/send-transaction';
import { signWithWallet } from '../send/sign-with-wallet';
import { bytesToBase58 } from '../kit-base58';
import { proposalLink } from '../multisig/open-proposal';
import type { ActionPlan } from './action-plan';
import type { NetworkFee } from '@/entities/priority/model';
import { placesOf } from '../multisig/remembered';
import { planAction } from './action-registry';

const addPaid = (a: PaidFee | undefined, b: PaidFee): PaidFee => ({
  lamports: (a?.lamports ?? 0n) + b.lamports,
  walletGuards: (a?.walletGuards ?? 0) + b.walletGuards,
});

const lamportsOf = (account: RawAccount | null | undefined) => BigInt(account?.lamports ?? 0);

function sumFees([first, ...rest]: NetworkFee[]): NetworkFee {
  return rest.reduce(
    (sum, fee) => ({
      ...sum,
      base: sum.base + fee.base,
      priority: sum.priority + fee.priority,
      total: sum.total + fee.total,
      unitLimit: sum.unitLimit + fee.unitLimit,
    }),
    first!,
  );
}

/**
 * Any action simulated against the chain as it is now, priced as it would be sent: what it would change
 * (the accounts its plan watches), every transaction's fee, and the rent of what it funds.
 */
export async function previewAction(
  ctx: SolanaContext,
  ownerAddress: string,
  action: PlannedAction,
): Promise<ActionPreview> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const plan = await planAction(ctx, owner, action);
  const watch = plan.watch ?? [];
  const funded = plan.funded ?? [];
  const simulated = [...watch, ...funded];
  // Most plans read the accounts they change already; only the others are read here.
  const unread = [...new Set(simulated.filter((each) => each.before === undefined).map((each) => each.address))];
  const [fresh, first, ...followUps] = await Promise.all([
    unread.length ? readAccounts(ctx, unread) : [],
    priceTransaction(ctx, owner, plan.instructions, {
      accounts: simulated.map((each) => each.address),
      nonce: plan.nonce,
      // A batch packed for v1 is priced as v1, where the node takes it.
      ...(action.kind === 'send-batch' && { version: action.version }),
    }),
    ...(plan.followUps ?? []).map((each) => priceTransaction(ctx, owner, each.instructions)),
  ]);
  const { simulation } = first!;
  // Changes are said only from a simulation that succeeded; a cost alone is still the best estimate
  // from one that failed (a balance still landing), and the action is priced again when it is sent.
  if (watch.length > 0 && simulation.value.err) {
    throw new AppError(
      'simulation-failed',
      explainFailure(simulation.value.err, [...(simulation.value.logs ?? [])], action.kind),
    );
  }
  const after = (simulation.value.accounts ?? []) as unknown as (RawAccount | null)[];
  const before = (each: (typeof simulated)[number]) =>
    each.before !== undefined ? each.before : (fresh[unread.indexOf(each.address)] ?? null);
  const token = plan.mint ? scaledTokenOf(plan.mint) : { decimals: 0 };
  const changes = watch.flatMap((watched, index) =>
    changesBetween(
      factsOf(before(watched), watched.kind, token, owner),
      factsOf(after[index] ?? null, watched.kind, token, owner),
      watched.prefix,
    ),
  );
  const rentLamports =
    plan.rentLamports ??
    funded.reduce((sum, account, index) => {
      const gained = lamportsOf(after[watch.length + index]) - lamportsOf(before(account));
      return gained > 0n ? sum + gained : sum;
    }, 0n);
  const networkFee = sumFees([first!, ...followUps].map((each) => each!.fee));
  return { changes, feeLamports: networkFee.total, networkFee, transactions: 1 + followUps.length, rentLamports };
}

/**
 * Plans the action again against the chain as it is now, and sends it through the one send path. What
 * follows the first transaction (a create's metadata fields) is sent after it; when one of those fails,
 * the action stands and the result says what was not added — never a failure, which a retry would repeat.
 */
export async function runAction<A extends PlannedAction>(
  ctx: SolanaContext,
  signer: WalletSigner,
  action: A,
  { onStage, signal, onSigned, onHandedOver }: ActionOptions = {},
): Promise<ActionResultOf<A['kind']>> {
  onStage?.('building');
  const owner = parseAddress(signer.address, 'The wallet');
  const plan = await planAction(ctx, owner, action, signal);
  if (plan.nonce) return (await proposed(ctx, signer, action, plan, { onStage, signal })) as ActionResultOf<A['kind']>;
  const followUps = plan.followUps ?? [];
  const of = followUps.length + 1;
  const stage = (index: number) => (of === 1 ? onStage : (s: ActionStage) => onStage?.(s, { index, of }));
  const { signature, paid } = await signAndSend(ctx, {
    signer,
    instructions: plan.instructions,
    coSigners: plan.coSigners,
    action: action.kind,
    onStage: stage(1),
    signal,
    onSigned,
    onHandedOver,
    transfer: plan.transfer,
  });
  if (plan.newMint) ctx.mintLabels.set(plan.newMint.address, plan.newMint.label);
  if (plan.newAccount) {
    const { address, list } = plan.newAccount;
    list.add(placesOf(ctx, signer.address)[0]!, address);
    return { signature, address, paid } as unknown as ActionResultOf<A['kind']>;
  }
  const result: CreateTokenResult | ActionResult = plan.newMint
    ? { signature, mint: plan.newMint.address, paid }
    : { signature, paid };
  for (const [offset, followUp] of followUps.entries()) {
    try {
      const more = await signAndSend(ctx, {
        signer,
        instructions: followUp.instructions,
        action: action.kind,
        onStage: stage(offset + 2),
        signal,
      });
      result.paid = addPaid(result.paid, more.paid);
    } catch (error) {
      const keys = followUps.slice(offset).flatMap((each) => each.adds);
      const reason = error instanceof Error ? error.message : String(error);
      return { ...result, fieldsNotAdded: { keys, reason } } as ActionResultOf<A['kind']>;
    }
  }
  return result as ActionResultOf<A['kind']>;
}

/**
 * A proposal: simulated and priced on its durable nonce, signed by the wallet (fee payer, nonce authority
 * and, when it is one, a signer of the multisig), and returned as a link, not sent.
 */
async function proposed(
  ctx: SolanaContext,
  signer: WalletSigner,
  action: PlannedAction,
  plan: ActionPlan,
  { onStage, signal }: ActionOptions,
): Promise<ProposalResult> {
  onStage?.('simulating');
  const owner = parseAddress(signer.address, 'The wallet');
  const priced = await priceTransaction(ctx, owner, plan.instructions, {
    signal,
    nonce: plan.nonce,
    // Co-signers' wallets sign this very message: it stays v0 (or legacy), which any of them may sign.
    version: signer.transactionVersion === 1 ? 0 : signer.transactionVersion,
  });
  if (priced.simulation.value.err) throw simulationFailure(priced.simulation, action.kind);
  onStage?.('signing');
  const { transaction } = await signWithWallet(ctx, priced, signer, action.kind, signal);
  return { signature: bytesToBase58(transaction.signatures[owner]!), link: await proposalLink(ctx, transaction) };
}
