// A proposal read against the chain as it is now: what it does, who signed, what it would change.
import { getBase58Decoder, type Address } from '@solana/kit';
import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { changesBetween, type Facts } from '../../action-wording';
import type { ActionPreview } from '@/entities/action/model';
import type { MultisigAccount, ProposalView } from '@/entities/multisig/model';
import { networkFee } from '../../fee-rules';
import type { SolanaContext } from '../context';
import { kindOf } from '../read/inspect-address';
import type { RawAccount } from '../read/raw-account';
import { decodeMint, decodeTokenAccount } from '../read/raw-account';
import { readAccounts, readMints } from '../read/read-mints';
import { controlFactsOf, factsOf, scaledTokenOf } from '../read/token-state';
import type { ScaledToken } from '@/entities/token/lib/token-traits';
import { exactSol } from '@/shared/lib/amount';
import { unexplainedIn } from './proposal-shape';
import { explainFailure, type ActionKind } from '../send/explain-failure';
import { readMessage, writableAt } from '../send/read-message';
import { decodeMultisig, metMultisigs } from './multisig-account';
import { networkKey } from '@/entities/cluster/known-genesis';
import { describeInstructions } from './describe-proposal';
import { ownership, proposalSteps } from './proposal-steps';
import { openProposal, readProposalState, signatureOf, simulateAsIs, type OpenedProposal } from './open-proposal';

export function multisigIn(accounts: Map<Address, RawAccount | null>): MultisigAccount {
  for (const [address, raw] of accounts) {
    const multisig = decodeMultisig(address, raw);
    if (multisig) return multisig;
  }
  throw new AppError('invalid', 'This proposal acts through no token multisig.');
}

/** What a written account is to the viewer: their wallet, one of their token accounts, or someone's. */
function whoseIs(address: Address, raw: RawAccount | null, viewer: string | undefined): 'wallet' | 'account' | null {
  if (!viewer) return null;
  if (address === viewer) return 'wallet';
  return kindOf(raw) === 'token-account' && decodeTokenAccount(raw!).owner === viewer ? 'account' : null;
}

/** The label each written account's changes carry, the viewer's own first; a token account with whose it is. */
function labelled(
  address: Address,
  raw: RawAccount | null,
  viewer: string | undefined,
  mints: number,
  parties: { proposer: string; multisig: string },
) {
  const mine = whoseIs(address, raw, viewer);
  const kind = kindOf(raw);
  const short = shortenAddress(address);
  if (mine === 'wallet') return { order: 0, prefix: 'Your wallet: ' };
  if (mine === 'account') return { order: 1, prefix: `Your account ${short}: ` };
  if (kind === 'mint') return { order: 2, prefix: mints > 1 ? `Token ${short}: ` : '' };
  if (kind === 'token-account') {
    const owner = decodeTokenAccount(raw!).owner;
    const whose =
      owner === parties.proposer
        ? 'the proposer’s'
        : owner === parties.multisig
          ? 'the multisig’s'
          : `owned by ${owner}`;
    return { order: 3, prefix: `Account ${short} (${whose}): ` };
  }
  return { order: 4, prefix: `Account ${short}: ` };
}

/**
 * Every fact of a written account a co-signer decides on: its SOL; a mint's supply and authorities; a
 * token account's balance, state, owner, delegate and close authority.
 */
function everyFact(raw: RawAccount | null, token: ScaledToken, viewer: string | undefined): Facts {
  if (!raw) return new Map();
  const kind = kindOf(raw);
  const facts: Facts =
    kind === 'mint' || kind === 'token-account'
      ? new Map([
          ...factsOf(raw, kind, token, viewer ?? ''),
          ...(kind === 'token-account' ? controlFactsOf(raw, token, viewer) : []),
        ])
      : new Map();
  facts.set('SOL', exactSol(BigInt(raw.lamports)));
  return facts;
}

/**
 * The proposal simulated as it stands (signatures unchecked, its own nonce as lifetime): every account it
 * writes, before and after, the viewer's own first; its fee from its own compute budget, and the rent of
 * what it creates.
 */
export async function simulateProposal(
  ctx: SolanaContext,
  opened: OpenedProposal,
  accounts: Map<Address, RawAccount | null>,
  kind: ActionKind,
  viewer: string | undefined,
): Promise<{ preview: ActionPreview | null; failure: string | null }> {
  const { message } = opened;
  const writable = writableAt(message.header, message.staticAccounts.length);
  const written = message.staticAccounts.filter(
    (address, index) => writable(index) && address !== opened.nonce.account,
  );
  const simulation = await simulateAsIs(ctx, opened.transaction, { accounts: written });
  if (simulation.value.err) {
    return { preview: null, failure: explainFailure(simulation.value.err, [...(simulation.value.logs ?? [])], kind) };
  }
  const after = (simulation.value.accounts ?? []) as unknown as (RawAccount | null)[];
  // Each token account's amounts in its own mint's decimals (the mints it names are read where the message holds none).
  const heldMints = written.flatMap((address, index) => {
    const raw = accounts.get(address) ?? after[index] ?? null;
    return kindOf(raw) === 'token-account' ? [decodeTokenAccount(raw!).mint as Address] : [];
  });
  const unread = [...new Set(heldMints)].filter((mint) => !accounts.has(mint));
  const more = unread.length ? await readAccounts(ctx, unread) : [];
  const mintRaw = new Map<string, RawAccount | null>([
    ...accounts,
    ...unread.map((mint, index) => [mint, more[index] ?? null] as const),
  ]);
  const tokenOf = (raw: RawAccount | null): ScaledToken => {
    const kind = kindOf(raw);
    const mint =
      kind === 'mint' ? raw : kind === 'token-account' ? (mintRaw.get(decodeTokenAccount(raw!).mint) ?? null) : null;
    return mint && kindOf(mint) === 'mint' ? scaledTokenOf(decodeMint(mint)) : { decimals: 0 };
  };
  const mints = written.filter((address) => kindOf(accounts.get(address) ?? null) === 'mint').length;
  const parties = { proposer: opened.signers[0]!, multisig: multisigIn(accounts).address };
  let rentLamports = 0n;
  const changes = written
    .map((address, index) => {
      const before = accounts.get(address) ?? null;
      const now = after[index] ?? null;
      if (!before && now) rentLamports += BigInt(now.lamports);
      const token = tokenOf(before ?? now);
      const { order, prefix } = labelled(address, before ?? now, viewer, mints, parties);
      return {
        order,
        changes: changesBetween(everyFact(before, token, viewer), everyFact(now, token, viewer), prefix),
      };
    })
    .sort((a, b) => a.order - b.order)
    .flatMap((each) => each.changes);
  const { signatures, unitLimit, unitPrice } = readMessage(opened.transaction.messageBytes);
  const fee = networkFee(signatures, { unitLimit, unitPrice }, ctx.priority());
  return {
    preview: { changes, feeLamports: fee.total, networkFee: fee, transactions: 1, rentLamports },
    failure: null,
  };
}

/** What a proposal's transaction does, in words from its own bytes: its title, its action, every instruction. */
export async function readWords(
  ctx: SolanaContext,
  opened: OpenedProposal,
  accounts: Map<Address, RawAccount | null>,
  multisig: MultisigAccount,
  viewer: string | undefined,
) {
  const mints = opened.message.staticAccounts.filter((address) => kindOf(accounts.get(address) ?? null) === 'mint');
  const labels = mints.length ? await readMints(ctx, mints) : new Map();
  const { instructions } = readMessage(opened.transaction.messageBytes);
  const parties = { viewer, proposer: opened.signers[0]!, multisig: multisig.address };
  const { ownerOf } = ownership(instructions, accounts, labels, parties);
  return {
    ...describeInstructions(instructions, labels, ownerOf),
    steps: proposalSteps(instructions, accounts, labels, parties),
  };
}

/** A proposal's link read against the chain: what it does, who signed, whether it can still land. */
export async function readProposal(ctx: SolanaContext, link: string, viewer?: string): Promise<ProposalView> {
  const opened = await openProposal(ctx, link);
  const { status, accounts } = await readProposalState(ctx, opened);
  const multisig = multisigIn(accounts);
  // Met in a link: found again later, listed only if it names the wallet, never as one it created.
  metMultisigs.add(networkKey(ctx.cluster), multisig.address);
  const { title, action, steps } = await readWords(ctx, opened, accounts, multisig, viewer);
  // What the app cannot explain is never simulated into a friendly table: it is refused in words.
  const refusal = unexplainedIn(opened.transaction.messageBytes, multisig, viewer);
  const simulated =
    status === 'open' && !refusal
      ? await simulateProposal(ctx, opened, accounts, action, viewer)
      : { preview: null, failure: null };
  return {
    title,
    multisig,
    proposer: opened.signers[0]!,
    signers: opened.signers.map((address) => ({ address, signed: !!opened.transaction.signatures[address] })),
    status,
    refusal,
    steps,
    signature: signatureOf(opened),
    ...simulated,
    squadsMessage: getBase58Decoder().decode(opened.transaction.messageBytes),
  };
}
