import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_slot_leader`: the bank's leader; the one node leads every slot.
export const getSlotLeader: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  checkMinContextSlot(chain, config, commitmentOf(config));
  return chain.faucet.publicKey.toBase58();
};
