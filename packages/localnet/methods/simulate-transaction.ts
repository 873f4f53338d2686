// simulateTransaction as Agave 4.2 answers it (rpc/src/rpc.rs `simulate_transaction`,
// rpc-client-types/src/response.rs `RpcSimulateTransactionResult`): every field of the result present, the
// fee, balances and bytes loaded of a transaction that ran, a signature that does not verify as the
// transaction error `SignatureFailure` (not an RPC error), and simulated accounts null when it failed.
import bs58 from 'bs58';
import { signaturesVerify, type ResolvedKeys } from '../chain/wire';
import type { TxError } from '../chain/tx-errors';
import { accountEncodingOf, encodeAccount } from '../encoding/account-encoding';
import { parseInstruction } from '../encoding/instruction-parsers/registry';
import { invalidParams } from '../rpc-error';
import { mintDecimals } from './account-reads';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';
import { transactionParam } from './transaction-input';

/** What a simulation that never ran reports (TransactionSimulationResult::new_error). */
const notRun = (err: TxError) => ({
  err,
  fee: null,
  innerInstructions: null,
  loadedAccountsDataSize: 0,
  logs: [],
  postBalances: null,
  postTokenBalances: null,
  preBalances: null,
  preTokenBalances: null,
  returnData: null,
  unitsConsumed: 0,
});

export const simulateTransaction: Handler = (params, { chain }) => {
  const config = configAt(params, 1);
  const tx = transactionParam(chain, params, config);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const replace = config.replaceRecentBlockhash === true;
  if (config.sigVerify === true && replace)
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
  const accountsConfig = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined;
  const addresses = accountsConfig ? (Array.isArray(accountsConfig.addresses) ? accountsConfig.addresses : null) : [];
  if (addresses === null) throw invalidParams('Invalid params: accounts.addresses must be an array of base-58 strings');
  addresses.forEach((_, i) => pubkeyParam(addresses, i, 'accounts.addresses'));
  const accountEncoding = accountsConfig
    ? accountEncodingOf(accountsConfig as Record<string, unknown>, 'base64')
    : 'base64';
  if (accountEncoding === 'binary' || accountEncoding === 'base58')
    throw invalidParams('base58 encoding not supported');

  let err: TxError | null = null;
  let keys: ResolvedKeys | null = null;
  try {
    keys = chain.resolve(tx);
  } catch (e) {
    err = (e as Error).message;
  }
  if (keys && addresses.length > keys.keys.length) {
    throw invalidParams(`Too many accounts provided; max ${keys.keys.length}`);
  }
  if (err === null && config.sigVerify === true && !signaturesVerify(tx)) err = 'SignatureFailure';
  const replacementBlockhash = replace
    ? (({ blockhash, lastValidBlockHeight }) => ({ blockhash, lastValidBlockHeight }))(chain.latestBlockhash(c))
    : null;
  const loadedAddresses = keys?.loaded ?? { writable: [], readonly: [] };
  if (err !== null || !keys) {
    return withContext(chain, c, {
      accounts: accountsConfig ? addresses.map(() => null) : null,
      ...notRun(err ?? 'AccountNotFound'),
      loadedAddresses,
      replacementBlockhash,
    });
  }
  // An expired blockhash fails the runtime's checks: not run, but its balance collector still reports.
  const expired = !replace && !chain.lifetimeValid(tx) ? 'BlockhashNotFound' : null;
  const run = chain.simulateFully(tx, keys, expired);
  const { outcome, postAccounts } = run;
  const decimals = mintDecimals(chain, c);
  const resolved = keys;
  return withContext(chain, c, {
    accounts: accountsConfig
      ? addresses.map((a: string) => {
          if (outcome.err !== null) return null;
          const state = postAccounts?.has(a) ? postAccounts.get(a)! : chain.getAccount(a, c);
          return state ? encodeAccount(a, state, accountEncoding, null, decimals) : null;
        })
      : null,
    err: outcome.err,
    fee: run.fee,
    innerInstructions:
      config.innerInstructions === true
        ? outcome.innerInstructions.map((entry) => ({
            index: entry.index,
            instructions: entry.instructions.map((ix) =>
              parseInstruction(
                resolved.keys[ix.programIdIndex]!,
                ix.accounts.map((i) => resolved.keys[i]!),
                bs58.decode(ix.data),
                ix.stackHeight,
              ),
            ),
          }))
        : null,
    loadedAccountsDataSize: run.loadedAccountsDataSize,
    loadedAddresses,
    logs: outcome.logs,
    postBalances: run.postBalances,
    postTokenBalances: run.postTokenBalances,
    preBalances: run.preBalances,
    preTokenBalances: run.preTokenBalances,
    replacementBlockhash,
    returnData: outcome.returnData,
    unitsConsumed: outcome.computeUnits,
  });
};
