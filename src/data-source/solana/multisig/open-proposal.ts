// A proposal's link opened: decoded, held to this cluster, every signature checked against its message.
import {
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  verifySignature,
  type Address,
  type CompiledTransactionMessageWithLifetime,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { AppError } from '@/shared/lib/app-error';
import type { ProposalView } from '@/entities/multisig/model';
import type { SolanaContext } from '../context';
import { bytesToBase58 } from '../kit-base58';
import type { RawAccount } from '../read/raw-account';
import { decodeNonceAccount } from '../send/nonce-account';
import { wasWithdrawn, type ProposalNonce } from './nonce-withdrawal';
import { CUT_SHORT, decodeProposalLink, encodeProposalLink, networkName } from '../../proposal-link';
import { proposalRefusals } from '../../proposal-rules';

const NOT_A_PROPOSAL = 'This link holds no proposal: its transaction does not ride a durable nonce.';
const ADVANCE_NONCE = 4;

const genesisHashes = new WeakMap<SolanaContext, Promise<string>>();

/** The cluster's genesis hash, asked once per data source: a proposal names it. */
function clusterGenesis(ctx: SolanaContext): Promise<string> {
  let known = genesisHashes.get(ctx);
  if (!known) {
    known = ctx.cluster.genesisHash
      ? Promise.resolve(ctx.cluster.genesisHash)
      : ctx.rpc
          .getGenesisHash()
          .send()
          .then((hash) => String(hash));
    known.catch(() => genesisHashes.delete(ctx));
    genesisHashes.set(ctx, known);
  }
  return known;
}

/** A signed (or partly signed) proposal as a link's fragment, naming this cluster. */
export async function proposalLink(ctx: SolanaContext, transaction: Transaction): Promise<string> {
  return encodeProposalLink({
    network: ctx.cluster.network,
    genesisHash: await clusterGenesis(ctx),
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
  });
}

/** A message with instructions (legacy or v0), as a proposal's is. */
export type ProposalMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) &
  CompiledTransactionMessageWithLifetime & { staticAccounts: Address[] };

export interface OpenedProposal {
  transaction: Transaction;
  message: ProposalMessage;
  nonce: ProposalNonce;
  /** Every key that must sign, in the message's order; the first is the proposer (fee payer). */
  signers: Address[];
}

/** A link decoded and checked: this cluster's, whole, every signature on it true to its message. */
export async function openProposal(ctx: SolanaContext, link: string): Promise<OpenedProposal> {
  const data = decodeProposalLink(link);
  const genesisHash = await clusterGenesis(ctx);
  if (data.genesisHash !== genesisHash) {
    throw proposalRefusals.otherCluster(networkName(data.network), data.genesisHash, ctx.cluster.label);
  }
  let transaction: Transaction;
  let decoded: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
  try {
    transaction = getTransactionDecoder().decode(data.wire);
    decoded = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  } catch {
    throw new AppError('invalid', CUT_SHORT);
  }
  if (!('instructions' in decoded)) throw new AppError('invalid', NOT_A_PROPOSAL);
  const message = decoded as ProposalMessage;
  const staticAccounts = message.staticAccounts;
  for (const [address, signature] of Object.entries(transaction.signatures)) {
    if (!signature) continue;
    const key = await getPublicKeyFromAddress(address as Address);
    if (!(await verifySignature(key, signature, transaction.messageBytes))) throw proposalRefusals.tampered();
  }
  const [first] = message.instructions;
  const data0 = first?.data;
  const isAdvance =
    first &&
    staticAccounts[first.programAddressIndex] === SYSTEM_PROGRAM_ADDRESS &&
    data0 &&
    data0.length >= 4 &&
    new DataView(data0.buffer, data0.byteOffset, 4).getUint32(0, true) === ADVANCE_NONCE;
  const [nonceIndex, , authorityIndex] = first?.accountIndices ?? [];
  if (!isAdvance || nonceIndex === undefined || authorityIndex === undefined) {
    throw new AppError('invalid', NOT_A_PROPOSAL);
  }
  const signers = staticAccounts.slice(0, message.header.numSignerAccounts);
  if (!transaction.signatures[signers[0]!]) throw proposalRefusals.tampered();
  return {
    transaction,
    message,
    nonce: {
      account: staticAccounts[nonceIndex]!,
      authority: staticAccounts[authorityIndex]!,
      value: String(message.lifetimeToken),
    },
    signers,
  };
}

/** The transaction run as it stands, on its own nonce, its signatures not checked (some may be missing). */
export function simulateAsIs(
  ctx: SolanaContext,
  transaction: Transaction,
  { accounts, signal }: { accounts?: Address[]; signal?: AbortSignal },
) {
  return ctx.rpc
    .simulateTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: false,
      commitment: 'confirmed',
      ...(accounts && { accounts: { addresses: accounts, encoding: 'base64' as const } }),
    })
    .send({ abortSignal: signal });
}

export const signatureOf = (opened: OpenedProposal) =>
  bytesToBase58(opened.transaction.signatures[opened.signers[0]!]!);

/**
 * The proposal against the chain now, in one request: every account of its message (by address), and
 * whether it landed (its signature in the chain's history), its nonce moved on without it, or it is open.
 */
export async function readProposalState(
  ctx: SolanaContext,
  opened: OpenedProposal,
): Promise<{ status: ProposalView['status']; accounts: Map<Address, RawAccount | null> }> {
  const addresses = opened.message.staticAccounts;
  const [statuses, read] = (await ctx.batch([
    { method: 'getSignatureStatuses', params: [[signatureOf(opened)], { searchTransactionHistory: true }] },
    { method: 'getMultipleAccounts', params: [addresses, { encoding: 'base64', commitment: 'confirmed' }] },
  ])) as [{ value: ({ err: unknown } | null)[] }, { value: (RawAccount | null)[] }];
  const accounts = new Map(addresses.map((address, index) => [address, read.value[index] ?? null]));
  const nonceHeld = decodeNonceAccount(accounts.get(opened.nonce.account) ?? null)?.nonce;
  if (statuses.value[0]) return { status: 'landed', accounts };
  if (nonceHeld === opened.nonce.value) return { status: 'open', accounts };
  // Moved on without it: taken back by its proposer, or used by another transaction.
  return { status: (await wasWithdrawn(ctx, opened.nonce)) ? 'withdrawn' : 'advanced', accounts };
}
