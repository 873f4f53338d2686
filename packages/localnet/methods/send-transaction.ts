import type { ResolvedKeys } from '../chain/wire';
import { signaturesVerify } from '../chain/wire';
import { txErrorMessage, type TxError } from '../chain/tx-errors';
import { RpcError, SEND_TX_PREFLIGHT_FAILURE } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';
import { transactionParam } from './transaction-input';

/**
 * A preflight that failed, as Agave 4.2 reports it (rpc/src/rpc.rs `send_transaction`): the simulation's
 * outcome, its fee and bytes loaded where it ran, never its balances or accounts.
 */
function preflightFailure(
  err: TxError,
  ran: {
    logs: string[];
    unitsConsumed: bigint;
    returnData: unknown;
    fee: bigint | null;
    loadedAccountsDataSize: number;
  } | null,
) {
  return new RpcError(SEND_TX_PREFLIGHT_FAILURE, `Transaction simulation failed: ${txErrorMessage(err)}`, {
    accounts: null,
    err,
    fee: ran?.fee ?? null,
    innerInstructions: null,
    loadedAccountsDataSize: ran?.loadedAccountsDataSize ?? 0,
    loadedAddresses: null,
    logs: ran?.logs ?? [],
    postBalances: null,
    postTokenBalances: null,
    preBalances: null,
    preTokenBalances: null,
    replacementBlockhash: null,
    returnData: ran?.returnData ?? null,
    unitsConsumed: ran?.unitsConsumed ?? 0n,
  });
}

export const sendTransaction: Handler = (params, { chain, faults }) => {
  const config = configAt(params, 1);
  const tx = transactionParam(chain, params, config);
  const preflightCommitment = commitmentOf({ commitment: config.preflightCommitment });
  checkMinContextSlot(chain, config, preflightCommitment);
  const verified = signaturesVerify(tx);
  // Preflight verifies signatures and reports a failure as the transaction's error; without preflight the
  // node forwards the bytes and the leader drops them, so nothing lands either way.
  if (!verified && config.skipPreflight !== true) throw preflightFailure('SignatureFailure', null);
  const signature = tx.signatures[0]!;
  if (!verified) return signature;
  // The "never lands" fault: accepted, answered, forgotten.
  if (Math.random() < faults().dropRate) return signature;

  let err: TxError | null = null;
  let keys: ResolvedKeys | null = null;
  try {
    keys = chain.resolve(tx);
  } catch (e) {
    err = (e as Error).message;
  }
  if (err === null && chain.transaction(signature)) err = 'AlreadyProcessed';
  if (err === null && !chain.lifetimeValid(tx)) err = 'BlockhashNotFound';

  if (config.skipPreflight !== true) {
    if (err !== null || !keys) throw preflightFailure(err ?? 'AccountNotFound', null);
    const run = chain.simulateFully(tx, keys);
    const { outcome } = run;
    if (outcome.err !== null)
      throw preflightFailure(outcome.err, {
        logs: outcome.logs,
        unitsConsumed: outcome.computeUnits,
        returnData: outcome.returnData,
        fee: run.fee,
        loadedAccountsDataSize: run.loadedAccountsDataSize,
      });
  }
  // Without preflight a validator forwards the transaction anyway; one that cannot land is just dropped.
  if (err === null && keys) chain.submit(tx, keys);
  // The lagging-node fault: taken (it lands), yet answered with an error.
  if (Math.random() < faults().sendErrorRate) throw preflightFailure('BlockhashNotFound', null);
  return signature;
};
