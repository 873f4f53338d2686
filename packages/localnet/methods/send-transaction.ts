import type { ResolvedKeys } from '../chain/wire';
import { signaturesVerify } from '../chain/wire';
import { txErrorMessage, type TxError } from '../chain/tx-errors';
import { RpcError, SEND_TX_PREFLIGHT_FAILURE, TX_SIGNATURE_VERIFICATION_FAILURE } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';
import { transactionParam } from './transaction-input';

function preflightFailure(err: TxError, logs: string[], unitsConsumed: bigint, returnData: unknown) {
  return new RpcError(SEND_TX_PREFLIGHT_FAILURE, `Transaction simulation failed: ${txErrorMessage(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData,
    unitsConsumed,
  });
}

export const sendTransaction: Handler = (params, { chain, faults }) => {
  const config = configAt(params, 1);
  const tx = transactionParam(chain, params, config);
  const preflightCommitment = commitmentOf({ commitment: config.preflightCommitment });
  checkMinContextSlot(chain, config, preflightCommitment);
  if (!signaturesVerify(tx))
    throw new RpcError(TX_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
  const signature = tx.signatures[0]!;
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
    if (err !== null) throw preflightFailure(err, [], 0n, null);
    const { outcome } = chain.simulate(tx);
    if (outcome.err !== null)
      throw preflightFailure(outcome.err, outcome.logs, outcome.computeUnits, outcome.returnData);
  }
  // Without preflight a validator forwards the transaction anyway; one that cannot land is just dropped.
  if (err === null && keys) chain.submit(tx, keys);
  // The lagging-node fault: taken (it lands), yet answered with an error.
  if (Math.random() < faults().sendErrorRate) throw preflightFailure('BlockhashNotFound', [], 0n, null);
  return signature;
};
