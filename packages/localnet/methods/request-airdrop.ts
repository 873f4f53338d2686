import { invalidParams, RpcError, INTERNAL_ERROR } from '../rpc-error';
import { txErrorMessage } from '../chain/tx-errors';
import type { Handler } from './context';
import { commitmentOf, configAt, integerParam, paramAt, pubkeyParam } from './params';

const MAX_AIRDROP = 1_000_000n * 1_000_000_000n;

export const requestAirdrop: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0);
  const lamports = BigInt(integerParam(paramAt(params, 1, 'lamports'), 'lamports', 1));
  commitmentOf(configAt(params, 2));
  if (lamports > MAX_AIRDROP)
    throw invalidParams(`Invalid params: airdrop of more than ${MAX_AIRDROP / 1_000_000_000n} SOL refused`);
  const tx = chain.airdropTransaction(address, lamports);
  const result = chain.execute(tx, chain.resolve(tx));
  if (result.kind === 'rejected' || result.rec.err !== null) {
    const err = result.kind === 'rejected' ? result.err : result.rec.err!;
    throw new RpcError(INTERNAL_ERROR, `airdrop request failed: ${txErrorMessage(err)}`);
  }
  return result.rec.signature;
};
