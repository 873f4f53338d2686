import { networkKey } from '@/entities/cluster/known-genesis';
import { onPublicEndpoint } from '@/entities/cluster/model';
import type { SolanaContext } from '../context';

/**
 * Addresses this browser has made or met, per network (its genesis hash, through any URL; older entries
 * under the endpoint they were kept with): multisigs and nonce accounts are always found again from here,
 * whether or not the cluster answers a search by signer.
 */
export interface RememberedAddresses {
  add(place: string, address: string): void;
  list(place: string): string[];
}

/**
 * Where this cluster's addresses are kept: by network, and by the wallet that made them when one did (so
 * another wallet of this browser never takes them for its own); older entries under the endpoint.
 */
export const placesOf = (ctx: SolanaContext, wallet?: string) => [
  wallet ? `${networkKey(ctx.cluster)}:${wallet}` : networkKey(ctx.cluster),
  ctx.endpoint,
];

/** What this browser remembers for this cluster (and, when named, this wallet). */
export const rememberedHere = (ctx: SolanaContext, remembered: RememberedAddresses, wallet?: string) => [
  ...new Set(placesOf(ctx, wallet).flatMap((place) => remembered.list(place))),
];

/** localStorage where there is one (the browser), else memory (tests, Node). */
export function rememberedAddresses(key: string): RememberedAddresses {
  const memory = new Map<string, string[]>();
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const read = (): Record<string, string[]> => {
    if (!storage) return Object.fromEntries(memory);
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string[]>) : {};
    } catch {
      return {};
    }
  };
  return {
    add(place, address) {
      const all = read();
      const list = [...new Set([...(all[place] ?? []), address])];
      if (!storage) return void memory.set(place, list);
      try {
        storage.setItem(key, JSON.stringify({ ...all, [place]: list }));
      } catch {
        // Storage full or blocked: the address is still found by search where the cluster allows it.
      }
    },
    list: (place) => {
      const list = read()[place];
      return Array.isArray(list) ? list : [];
    },
  };
}

/**
 * The addresses remembered in this browser, and those the cluster finds where it answers the search
 * (public nodes refuse such scans: the remembered ones stand alone there, as they do when a node fails).
 */
export async function rememberedAndFound(
  ctx: SolanaContext,
  remembered: RememberedAddresses,
  search: () => Promise<string[]>,
  wallet?: string,
): Promise<string[]> {
  let found: string[] = [];
  if (!onPublicEndpoint(ctx.cluster)) {
    try {
      found = await search();
    } catch {
      // Refused or too heavy for this node.
    }
  }
  return [...new Set([...rememberedHere(ctx, remembered, wallet), ...found])];
}
