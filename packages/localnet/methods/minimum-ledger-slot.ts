import { FIRST_AVAILABLE_BLOCK } from './blocks';
import type { Handler } from './context';

// Agave 4.2 rpc/src/rpc.rs `minimum_ledger_slot`: the lowest slot the ledger holds, genesis here.
export const minimumLedgerSlot: Handler = () => FIRST_AVAILABLE_BLOCK;
