import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import type { Cluster } from '@/entities/cluster/model';
import type { PrioritySetting } from '@/entities/priority/model';
import type { DataSource, WalletSigner } from '@/data-source/contract';
import { createSolanaDataSource } from '@/data-source/solana';
import type { RpcLimits } from '@/data-source/solana/rpc/budget';
import { walletOf } from './key-pair-wallet';
import { DEFAULT_SLOT_MS, startLocalnet, type Localnet, type LocalnetOptions } from '@token-manager/localnet';

const LAMPORTS_PER_SOL = 1_000_000_000;

export interface TestChain {
  rpcUrl: string;
  /** A data source for the chain, with every HTTP request it makes counted. */
  dataSource: DataSource;
  requests: { count: number; bodies: string[]; statuses: number[] };
  /** The chain's fault injection (dropped sends, 429s...), for the reliability tests. */
  setFaults: Localnet['setFaults'];
  stop(): Promise<void>;
}

/** How long chainCall waits out a chain that answers 429 (its public limits, or the 429 fault) before it gives up. */
const RATE_LIMITED_MAX_MS = 30_000;

/**
 * One JSON-RPC call to a chain from a test or a bench, outside any data source; a JSON-RPC error throws.
 * A 429 (the caller's own calls count against the chain's limits) is asked again after its Retry-After.
 */
export async function chainCall(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  for (let waited = 0; ;) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    if (response.status === 429) {
      await response.arrayBuffer();
      const retryMs = Number(response.headers.get('retry-after') ?? 1) * 1000;
      if (waited + retryMs > RATE_LIMITED_MAX_MS) throw new Error(`${method}: still 429 after ${waited / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      waited += retryMs;
      continue;
    }
    const answer = (await response.json()) as { result?: unknown; error?: unknown };
    if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.result;
  }
}

/** Slots of background load a congested test chain has behind it before a test may price a send. */
const FEE_HISTORY_SLOTS = 20;

/**
 * Waits until a congested chain has a fee history, as mainnet always has: a chain just started has none
 * until its first congested slots are confirmed, and a send priced before then bids nothing (the Normal
 * price of no market) and never lands. Asks every few slots, so a chain with the public limits is asked
 * far under them. Throws if none comes.
 */
async function waitForFeeHistory(rpcUrl: string, slotMs: number): Promise<void> {
  const every = slotMs * 4;
  for (let waited = 0; waited < 30_000; waited += every) {
    const slots = (await chainCall(rpcUrl, 'getRecentPrioritizationFees')) as { prioritizationFee: number }[];
    if (slots.filter((slot) => slot.prioritizationFee > 0).length >= FEE_HISTORY_SLOTS) return;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  throw new Error(`no fee history: fewer than ${FEE_HISTORY_SLOTS} slots paid for priority after 30 s`);
}

/** Every signature of an address (confirmed), newest first, read to the first. */
export async function allSignatures(rpcUrl: string, address: string): Promise<string[]> {
  const signatures: string[] = [];
  for (;;) {
    const before = signatures.at(-1);
    const page = (await chainCall(rpcUrl, 'getSignaturesForAddress', [
      address,
      { limit: 1000, commitment: 'confirmed', ...(before ? { before } : {}) },
    ])) as { signature: string }[];
    signatures.push(...page.map((entry) => entry.signature));
    if (page.length < 1000) return signatures;
  }
}

/** A local chain at `rpcUrl` as the app's cluster list names one. */
export const localCluster = (rpcUrl: string): Cluster => ({
  id: 'localnet',
  network: 'localnet',
  label: 'Localnet',
  endpoint: rpcUrl,
  airdrop: true,
  burnerWallet: true,
});

/**
 * A fresh local chain on a free port with its own ledger folder, stopped (and removed) by `stop`. A
 * congested one (mainnet-like, or the congestion fault) comes with its fee history.
 */
export async function startTestChain(
  options: Pick<
    LocalnetOptions,
    'slotMs' | 'faults' | 'congestionSeed' | 'mainnetLike' | 'indexedHistory' | 'performanceSampleSecs'
  > & {
    priority?: () => PrioritySetting;
    limits?: RpcLimits;
  } = {},
): Promise<TestChain> {
  const ledgerDir = mkdtempSync(join(tmpdir(), 'stm-integration-'));
  const { priority, limits, ...chainOptions } = options;
  const localnet = await startLocalnet({ port: 0, ledgerDir, quiet: true, ...chainOptions });
  const requests = { count: 0, bodies: [] as string[], statuses: [] as number[] };
  const countingFetch: typeof fetch = async (input, init) => {
    requests.count += 1;
    requests.bodies.push(typeof init?.body === 'string' ? init.body : '');
    const response = await fetch(input, init);
    requests.statuses.push(response.status);
    return response;
  };
  const stop = async () => {
    await localnet.close();
    rmSync(ledgerDir, { recursive: true, force: true });
  };
  if (options.mainnetLike || options.faults?.congestion) {
    try {
      await waitForFeeHistory(localnet.rpcUrl, options.slotMs ?? DEFAULT_SLOT_MS);
    } catch (error) {
      await stop();
      throw error;
    }
  }
  const cluster = localCluster(localnet.rpcUrl);
  const dataSource = createSolanaDataSource(cluster, { fetch: countingFetch, pollIntervalMs: 200, priority, limits });
  return {
    rpcUrl: localnet.rpcUrl,
    dataSource,
    requests,
    setFaults: (faults) => localnet.setFaults(faults),
    stop,
  };
}

/**
 * What a wallet does with a local key: sign the wire bytes it is handed, never send. Counts its
 * signatures and the approvals a person would have given (several transactions at once count as one).
 * `transactionVersion`: the newest version it says it signs (1 for a wallet that lists v1).
 */
export function keypairSigner(
  keyPair: KeyPairSigner,
  transactionVersion?: WalletSigner['transactionVersion'],
): WalletSigner & { signed: number; approvals: number } {
  const wallet = walletOf(keyPair);
  const signer = {
    address: wallet.address,
    ...(transactionVersion !== undefined && { transactionVersion }),
    signed: 0,
    approvals: 0,
    async signTransaction(wire: Uint8Array): Promise<Uint8Array> {
      signer.signed += 1;
      signer.approvals += 1;
      return wallet.signTransaction!(wire);
    },
    async signTransactions(wires: readonly Uint8Array[]): Promise<Uint8Array[]> {
      signer.signed += wires.length;
      signer.approvals += 1;
      return Promise.all(wires.map((wire) => wallet.signTransaction!(wire)));
    },
  };
  return signer;
}

/** A wallet whose user clicks "Reject". */
export function rejectingSigner(keyPair: KeyPairSigner): WalletSigner {
  return walletOf(keyPair, 'reject');
}

/** The address of a new wallet that has never been used. */
export async function freshAddress(): Promise<string> {
  return (await generateKeyPairSigner()).address;
}

/** Bulk send rows to `count` new wallets, line 1 onward, each amount from its index. */
export function freshRows(count: number, amountOf: (index: number) => bigint) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      line: index + 1,
      address: await freshAddress(),
      amount: amountOf(index),
    })),
  );
}

/** A new wallet with SOL from the chain's faucet, through the data source's own airdrop. */
export async function fundedWallet(chain: TestChain, sol = 10): Promise<KeyPairSigner> {
  const keyPair = await generateKeyPairSigner();
  await chain.dataSource.run(null, { kind: 'airdrop', to: keyPair.address, lamports: BigInt(sol * LAMPORTS_PER_SOL) });
  return keyPair;
}
