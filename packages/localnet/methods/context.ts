// What a handler receives besides its params. Handlers return plain values and throw RpcError.
import type { Chain } from '../chain/chain';
import type { Faults } from '../faults';
import type { MainnetLike } from '../mainnet-like';
import type { Params } from './params';

export interface MethodContext {
  chain: Chain;
  faults(): Faults;
  setFaults(f: Partial<Faults>): void;
  /** The mainnet-like profile in force, or null. */
  mainnetLike: MainnetLike | null;
  /** Whether getTransactionsForAddress is answered, as history-indexing providers do (off by default). */
  indexedHistory: boolean;
}

export type Handler = (params: Params, ctx: MethodContext) => unknown;
