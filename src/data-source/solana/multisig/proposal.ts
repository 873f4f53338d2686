import {
  getBase58Decoder,
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
import type { WalletSigner } from '@/entities/wallet/model';
import { shortenAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import { changesBetween } from '../../action-wording';
import type { ActionOptions, ActionPreview, ActionResult, MultisigAccount, ProposalView } from '../../contract';
import { networkFee } from '../../fee-rules';
import type { SolanaContext } from '../context';
import { bytesToBase58 } from '../kit-base58';
import { kindOf } from '../read/inspect-address';
import type { RawAccount } from '../read/raw-account';
import { decodeMint } from '../read/raw-account';
import { readAccounts, readMints } from '../read/read-mints';
import { factsOf, scaledTokenOf } from '../read/token-state';
import { explainFailure } from '../send/explain-failure';
import { decodeNonceAccount } from '../send/nonce-account';
import { askWallet, sendSigned, simulationFailure } from '../send/send-transaction';
import { readMessage } from '../send/wallet-changes';
import { decodeMultisig, rememberedMultisigs } from './multisig-account';
import { CUT_SHORT, decodeProposalLink, encodeProposalLink, networkName } from '../../proposal-link';
import { proposalRefusals, refuseClosed } from '../../proposal-rules';
import { describeInstructions } from './describe-proposal';

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

interface OpenedProposal {
  transaction: Transaction;
  message: ProposalMessage;
  nonce: { account: Address; authority: Address; value: string };
  /** Every key that must sign, in the message's order; the first is the proposer (fee payer). */
  signers: Address[];
}

/** A link decoded and checked: this cluster's, whole, every signature on it true to its message. */
async function openProposal(ctx: SolanaContext, link: string): Promise<OpenedProposal> {
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
function simulateAsIs(
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

const signatureOf = (opened: OpenedProposal) => bytesToBase58(opened.transaction.signatures[opened.signers[0]!]!);

/** Whether it landed (its signature in the chain's history), its nonce moved on without it, or it is open. */
async function statusOf(
  ctx: SolanaContext,
  opened: OpenedProposal,
  nonceAccount: RawAccount | null,
): Promise<ProposalView['status']> {
  const [statuses] = (await ctx.batch([
    { method: 'getSignatureStatuses', params: [[signatureOf(opened)], { searchTransactionHistory: true }] },
  ])) as [{ value: ({ err: unknown } | null)[] }];
  if (statuses.value[0]) return 'landed';
  return decodeNonceAccount(nonceAccount)?.nonce === opened.nonce.value ? 'open' : 'advanced';
}

/** Every account of the message as the chain holds it now, by address. */
async function readMessageAccounts(ctx: SolanaContext, opened: OpenedProposal) {
  const addresses = opened.message.staticAccounts;
  const raws = await readAccounts(ctx, addresses);
  return new Map(addresses.map((address, index) => [address, raws[index] ?? null]));
}

function multisigIn(accounts: Map<Address, RawAccount | null>): MultisigAccount {
  for (const [address, raw] of accounts) {
    const multisig = decodeMultisig(address, raw);
    if (multisig) return multisig;
  }
  throw new AppError('invalid', 'This proposal acts through no token multisig.');
}

const isWritable = (message: OpenedProposal['message'], index: number) => {
  const { header, staticAccounts } = message;
  const signers = header.numSignerAccounts;
  return index < signers
    ? index < signers - header.numReadonlySignerAccounts
    : index < staticAccounts.length - header.numReadonlyNonSignerAccounts;
};

/**
 * The proposal simulated as it stands (signatures unchecked, its own nonce as lifetime): the mints and
 * token accounts it writes, before and after, its fee from its own compute budget, and the rent of
 * what it creates.
 */
async function simulateProposal(
  ctx: SolanaContext,
  opened: OpenedProposal,
  accounts: Map<Address, RawAccount | null>,
): Promise<{ preview: ActionPreview | null; failure: string | null }> {
  const { message } = opened;
  const proposer = opened.signers[0]!;
  const written = message.staticAccounts.filter(
    (address, index) => isWritable(message, index) && address !== proposer && address !== opened.nonce.account,
  );
  const simulation = await simulateAsIs(ctx, opened.transaction, { accounts: written });
  const kind = describeInstructions(message, new Map()).action;
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
  const accounts = await readMessageAccounts(ctx, opened);
  const multisig = multisigIn(accounts);
  rememberedMultisigs.add(ctx.endpoint, multisig.address);
  const status = await statusOf(ctx, opened, accounts.get(opened.nonce.account) ?? null);
  const mints = opened.message.staticAccounts.filter((address) => kindOf(accounts.get(address) ?? null) === 'mint');
  const labels = mints.length ? await readMints(ctx, mints) : new Map();
  const { title } = describeInstructions(opened.message, labels);
  const simulated =
    status === 'open' ? await simulateProposal(ctx, opened, accounts) : { preview: null, failure: null };
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

/**
 * The wallet signs its part of the proposal; only its own signature is taken from what it returns, and
 * only if it is true to the message. Resolves with the link grown by it.
 */
export async function signProposal(
  ctx: SolanaContext,
  signer: WalletSigner,
  link: string,
  { onStage }: ActionOptions = {},
): Promise<string> {
  onStage?.('building');
  const opened = await openProposal(ctx, link);
  const wallet = signer.address as Address;
  const nonceAccount = (await readAccounts(ctx, [opened.nonce.account]))[0] ?? null;
  refuseClosed(await statusOf(ctx, opened, nonceAccount), signatureOf(opened));
  if (!opened.signers.includes(wallet)) {
    throw new AppError(
      'invalid',
      `This wallet (${shortenAddress(wallet)}) is not one of the signers this proposal needs: ${opened.signers.map((each) => shortenAddress(each)).join(', ')}.`,
    );
  }
  if (opened.transaction.signatures[wallet])
    throw new AppError('invalid', 'This wallet has already signed this proposal.');
  if (!signer.signTransaction) {
    throw new AppError('wallet', 'This wallet can only sign and send at once: it cannot co-sign a proposal.');
  }
  onStage?.('signing');
  const wire = new Uint8Array(getTransactionEncoder().encode(opened.transaction));
  const returned = getTransactionDecoder().decode(await askWallet(() => signer.signTransaction!(wire)));
  const signature = returned.signatures[wallet];
  const sameMessage =
    returned.messageBytes.length === opened.transaction.messageBytes.length &&
    returned.messageBytes.every((byte, index) => byte === opened.transaction.messageBytes[index]);
  if (!sameMessage || !signature) {
    throw new AppError(
      'wallet',
      'The wallet changed the proposal while signing, so its signature would not count. Nothing was added.',
    );
  }
  if (!(await verifySignature(await getPublicKeyFromAddress(wallet), signature, opened.transaction.messageBytes))) {
    throw new AppError(
      'wallet',
      'The wallet returned a signature that does not match the proposal. Nothing was added.',
    );
  }
  return proposalLink(ctx, {
    ...opened.transaction,
    signatures: { ...opened.transaction.signatures, [wallet]: signature },
  });
}

/**
 * Sends a proposal every signer has signed through the one send path (kept, re-broadcast, confirmed
 * until it lands or its nonce moves on). One that landed or whose nonce advanced is refused in words:
 * it is never sent twice.
 */
export async function submitProposal(
  ctx: SolanaContext,
  link: string,
  { onStage, onSigned, signal }: ActionOptions = {},
): Promise<ActionResult> {
  onStage?.('building');
  const opened = await openProposal(ctx, link);
  const nonceAccount = (await readAccounts(ctx, [opened.nonce.account]))[0] ?? null;
  refuseClosed(await statusOf(ctx, opened, nonceAccount), signatureOf(opened));
  const missing = opened.signers.filter((address) => !opened.transaction.signatures[address]);
  if (missing.length) throw proposalRefusals.missing(missing, opened.signers.length);
  const { action } = describeInstructions(opened.message, new Map());
  onStage?.('simulating');
  const simulation = await simulateAsIs(ctx, opened.transaction, { signal });
  if (simulation.value.err) throw simulationFailure(simulation, action);
  const signature = await sendSigned(ctx, {
    signed: opened.transaction,
    lifetime: { nonce: opened.nonce },
    minContextSlot: 0n,
    owner: opened.signers[0]!,
    action,
    onStage,
    onSigned,
    signal,
  });
  return { signature };
}
