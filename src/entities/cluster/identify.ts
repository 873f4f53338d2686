import { AppError } from '@/shared/lib/app-error';
import { readStoredRecord, writeStoredJson } from '@/shared/lib/stored-json';
import { askNode } from './get-version';
import type { ClusterIdentity, ClusterNetwork } from './model';

/** The public clusters, by the hash of their genesis block (`getGenesisHash`). */
export const GENESIS_NETWORKS: Record<string, ClusterNetwork> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d': 'mainnet-beta',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY': 'testnet',
};

export const NETWORK_LABELS: Record<ClusterNetwork, string> = {
  'mainnet-beta': 'Mainnet-beta',
  devnet: 'Devnet',
  testnet: 'Testnet',
  localnet: 'Localnet',
  demo: 'Demo',
  unknown: 'an unknown cluster',
};

/** What the node behind a URL is, by the genesis hash it answers: a public cluster, or unknown. */
export async function identifyCluster(endpoint: string, signal?: AbortSignal): Promise<ClusterIdentity> {
  const genesisHash = await askNode(endpoint, 'getGenesisHash', signal);
  if (typeof genesisHash !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(genesisHash)) {
    throw new AppError('rpc', 'The node did not answer a genesis hash: is this a Solana RPC URL?');
  }
  return { genesisHash, network: GENESIS_NETWORKS[genesisHash] ?? 'unknown' };
}

// ---- What a URL allows ------------------------------------------------------------------------------
// A private RPC URL's own pace: the requests per 10 s its provider allows, kept in this browser with
// the URL. Unset, a URL of the user's own is not paced (batches are still cut to what it accepts). It
// lives beside what a URL is: the dialog sets both, and the data source reading it shares this chunk.
const STORAGE_KEY = 'tokenManager.rpcPace';
export const PACE_WINDOW_MS = 10_000;
const MAX_PACE = 100_000;

/** The pace kept for this URL; null when it has none (or what was kept is not a pace). */
export function readPace(url: string): number | null {
  const pace = readStoredRecord<unknown>(STORAGE_KEY)[url.trim()];
  return typeof pace === 'number' && Number.isSafeInteger(pace) && pace > 0 && pace <= MAX_PACE ? pace : null;
}

/** Keeps (or, with null, forgets) the pace for this URL. */
export function writePace(url: string, pace: number | null) {
  const all = readStoredRecord<unknown>(STORAGE_KEY);
  if (pace === null) delete all[url.trim()];
  else all[url.trim()] = pace;
  writeStoredJson(STORAGE_KEY, all);
}

/** What is wrong with a typed pace; empty means none. */
export function paceIssue(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed))
    return 'Enter the number of requests per 10 seconds, as a whole number, or leave it empty.';
  const pace = Number(trimmed);
  if (pace < 1) return 'A pace of zero would send nothing: enter at least 1, or leave it empty.';
  if (pace > MAX_PACE) return `Enter at most ${MAX_PACE.toLocaleString('en-US')} requests per 10 seconds.`;
  return null;
}

/** The typed pace as a number (null when empty); call after paceIssue said nothing. */
export const parsePace = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
