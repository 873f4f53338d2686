import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { INTERNAL_ERROR, RpcError } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, withContext } from './params';

const STAKE_PROGRAM = new PublicKey('Stake11111111111111111111111111111111111111');
const GET_MINIMUM_DELEGATION = 13;

// Agave 4.2 rpc/src/rpc.rs `get_stake_minimum_delegation` (runtime stake_utils.rs): 1 SOL once the stake
// program is v5, 1 lamport before. Asked of the stake program the chain runs (its GetMinimumDelegation
// instruction returns it), not assumed.
export const getStakeMinimumDelegation: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const data = Buffer.alloc(4);
  data.writeUInt32LE(GET_MINIMUM_DELEGATION, 0);
  const tx = new Transaction({ feePayer: chain.faucet.publicKey, recentBlockhash: chain.blockhashOf(chain.slot) });
  tx.add(new TransactionInstruction({ programId: STAKE_PROGRAM, keys: [], data }));
  tx.sign(chain.faucet);
  const returned = chain.simulate(chain.decode(tx.serialize())).outcome.returnData;
  if (!returned) throw new RpcError(INTERNAL_ERROR, 'Internal error');
  return withContext(chain, c, Buffer.from(returned.data[0], 'base64').readBigUInt64LE(0));
};
