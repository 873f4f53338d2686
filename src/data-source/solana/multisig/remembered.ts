import { onPublicEndpoint } from '@/entities/cluster/model';
import type { SolanaContext } from '../context';

/**
 * Addresses this browser has made or met, per cluster endpoint: multisigs and nonce accounts are always
 * found again from here, whether or not the cluster answers a search by signer.
 */
export interface RememberedAddresses {
  add(endpoint: string, address: string): void;
  list(endpoint: string): string[];
}

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
    add(endpoint, address) {
      const all = read();
      const list = [...new Set([...(all[endpoint] ?? []), address])];
      if (!storage) return void memory.set(endpoint, list);
      try {
        storage.setItem(key, JSON.stringify({ ...all, [endpoint]: list }));
      } catch {
        // Storage full or blocked: the address is still found by search where the cluster allows it.
      }
    },
    list: (endpoint) => (Array.isArray(read()[endpoint]) ? read()[endpoint]! : []),
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
): Promise<string[]> {
  let found: string[] = [];
  if (!onPublicEndpoint(ctx.cluster)) {
    try {
      found = await search();
    } catch {
      // Refused or too heavy for this node.
    }
  }
  return [...new Set([...remembered.list(ctx.endpoint), ...found])];
}
