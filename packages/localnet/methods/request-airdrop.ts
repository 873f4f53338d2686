import { RpcError, INTERNAL_ERROR } from '../rpc-error';
import { txErrorMessage } from '../chain/tx-errors';
import type { Handler } from './context';
import { integerValue } from '../serde-integers';
import { commitmentOf, configAt, paramAt, pubkeyParam } from './params';

const MAX_AIRDROP = 1_000_000n * 1_000_000_000n;

// Agave 4.2 rpc/src/rpc.rs `request_airdrop`: lamports is a u64 (2^53 + 1 is taken exactly), and a faucet that
// refuses the request (its cap, here 1,000,000 SOL) answers -32603 "Internal error", with no detail.
export const requestAirdrop: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0);
  const lamports = integerValue(paramAt(params, 1, 'lamports'), 'u64');
  commitmentOf(configAt(params, 2));
  if (lamports > MAX_AIRDROP) throw new RpcError(INTERNAL_ERROR, 'Internal error');
  const tx = chain.airdropTransaction(address, lamports);
  const result = chain.execute(tx, chain.resolve(tx));
  if (result.kind === 'rejected' || result.rec.err !== null) {
    const err = result.kind === 'rejected' ? result.err : result.rec.err!;
    throw new RpcError(INTERNAL_ERROR, `airdrop request failed: ${txErrorMessage(err)}`);
  }
  return result.rec.signature;
};
