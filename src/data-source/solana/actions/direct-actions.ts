import type { WalletSigner } from '@/entities/wallet/model';
import type { ActionOptions, ActionResultOf, DirectAction, DirectActionKind } from '../../contract';
import { requireSigner } from '../../require-signer';
import type { SolanaContext } from '../context';
import { signProposal, submitProposal } from '../multisig/proposal';
import { requestAirdrop } from './request-airdrop';

type RunDirect<A extends DirectAction> = (
  ctx: SolanaContext,
  signer: WalletSigner | null,
  action: A,
  options: ActionOptions,
) => Promise<ActionResultOf<A['kind']>>;

/** The kinds with no instructions to plan, each run as it is; a direct kind without a row does not compile. */
const runners = {
  'sign-proposal': async (ctx, signer, action, options) => ({
    link: await signProposal(ctx, requireSigner(signer), action, options),
  }),
  'submit-proposal': (ctx, _signer, action, options) => submitProposal(ctx, action.link, options),
  airdrop: (ctx, _signer, action) => requestAirdrop(ctx, action.to, action.lamports),
} satisfies { [K in DirectActionKind]: RunDirect<Extract<DirectAction, { kind: K }>> };

export const runDirectAction: RunDirect<DirectAction> = (ctx, signer, action, options) =>
  // The table's type pairs each kind with its runner; TypeScript cannot follow the pairing through the union.
  (runners[action.kind] as RunDirect<DirectAction>)(ctx, signer, action, options);
