// A proposal read against the chain as it is now: what it does, who signed, what it would change.
import { getBase58Decoder, type Address } from '@solana/kit';
import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { changesBetween } from '../../action-wording';
import type { ActionPreview, MultisigAccount, ProposalView } from '../../contract';
import { networkFee } from '../../fee-rules';
import type { SolanaContext } from '../context';
import { kindOf } from '../read/inspect-address';
import type { RawAccount } from '../read/raw-account';
import { decodeMint } from '../read/raw-account';
import { readMints } from '../read/read-mints';
import { factsOf, scaledTokenOf } from '../read/token-state';
import { explainFailure, type ActionKind } from '../send/explain-failure';
import { readMessage, writableAt } from '../send/read-message';
import { decodeMultisig, metMultisigs } from './multisig-account';
import { networkKey } from '@/entities/cluster/known-genesis';
import { describeInstructions } from './describe-proposal';
import { openProposal, readProposalState, signatureOf, simulateAsIs, type OpenedProposal } from './open-proposal';

function multisigIn(accounts: Map<Address, RawAccount | null>): MultisigAccount {
  for (const [address, raw] of accounts) {
    const multisig = decodeMultisig(address, raw);
    if (multisig) return multisig;
  }
  throw new AppError('invalid', 'This proposal acts through no token multisig.');
}

/**
 * The proposal simulated as it stands (signatures unchecked, its own nonce as lifetime): the mints and
 * token accounts it writes, before and after, its fee from its own compute budget, and the rent of
 * what it creates.
 */
async function simulateProposal(
  ctx: SolanaContext,
  opened: OpenedProposal,
  accounts: Map<Address, RawAccount | null>,
  kind: ActionKind,
): Promise<{ preview: ActionPreview | null; failure: string | null }> {
  const { message } = opened;
  const proposer = opened.signers[0]!;
  const writable = writableAt(message.header, message.staticAccounts.length);
  const written = message.staticAccounts.filter(
    (address, index) => writable(index) && address !== proposer && address !== opened.nonce.account,
  );
  const simulation = await simulateAsIs(ctx, opened.transaction, { accounts: written });
  if (simulation.value.err) {
    return { preview: null, failure: explainFailure(simulation.value.err, [...(simulation.value.logs ?? [])], kind) };
  }
  const after = (simulation.value.accounts ?? []) as unknown as (RawAccount | null)[];
  const mintRaw = written.map((address) => accounts.get(address) ?? null).find((raw) => kindOf(raw) === 'mint');
  const token = mintRaw ? scaledTokenOf(decodeMint(mintRaw)) : { decimals: 0 };
  let rentLamports = 0n;
  const changes = written.flatMap((address, index) => {
    const before = accounts.get(address) ?? null;
    const now = after[index] ?? null;
    if (!before && now) rentLamports += BigInt(now.lamports);
    const kind = kindOf(before ?? now);
    if (kind !== 'mint' && kind !== 'token-account') return [];
    const prefix = kind === 'mint' ? '' : `Account ${shortenAddress(address)}: `;
    return changesBetween(factsOf(before, kind, token, ''), factsOf(now, kind, token, ''), prefix);
  });
  const { signatures, unitLimit, unitPrice } = readMessage(opened.transaction.messageBytes);
  const fee = networkFee(signatures, { unitLimit, unitPrice }, ctx.priority());
  return {
    preview: { changes, feeLamports: fee.total, networkFee: fee, transactions: 1, rentLamports },
    failure: null,
  };
}

/** A proposal's link read against the chain: what it does, who signed, whether it can still land. */
export async function readProposal(ctx: SolanaContext, link: string): Promise<ProposalView> {
  const opened = await openProposal(ctx, link);
  const { status, accounts } = await readProposalState(ctx, opened);
  const multisig = multisigIn(accounts);
  // Met in a link: found again later, listed only if it names the wallet, never as one it created.
  metMultisigs.add(networkKey(ctx.cluster), multisig.address);
  const mints = opened.message.staticAccounts.filter((address) => kindOf(accounts.get(address) ?? null) === 'mint');
  const labels = mints.length ? await readMints(ctx, mints) : new Map();
  const { title, action } = describeInstructions(opened.message, labels);
  const simulated =
    status === 'open' ? await simulateProposal(ctx, opened, accounts, action) : { preview: null, failure: null };
  return {
    title,
    multisig,
    proposer: opened.signers[0]!,
    signers: opened.signers.map((address) => ({ address, signed: !!opened.transaction.signatures[address] })),
    status,
    signature: signatureOf(opened),
    ...simulated,
    squadsMessage: getBase58Decoder().decode(opened.transaction.messageBytes),
  };
}
