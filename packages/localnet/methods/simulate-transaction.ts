import bs58 from 'bs58';
import { signaturesVerify, type ResolvedKeys } from '../chain/wire';
import type { TxError } from '../chain/tx-errors';
import { accountEncodingOf, encodeAccount } from '../encoding/account-encoding';
import { parseInstruction } from '../encoding/instruction-parsers/registry';
import { invalidParams, RpcError, TX_SIGNATURE_VERIFICATION_FAILURE } from '../rpc-error';
import { mintDecimals } from './account-reads';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';
import { transactionParam } from './transaction-input';

export const simulateTransaction: Handler = (params, { chain }) => {
  const config = configAt(params, 1);
  const tx = transactionParam(chain, params, config);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const replace = config.replaceRecentBlockhash === true;
  if (config.sigVerify === true && replace)
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
  if (config.sigVerify === true && !signaturesVerify(tx)) {
    throw new RpcError(TX_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
  }
  const accountsConfig = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined;
  const addresses = accountsConfig ? (Array.isArray(accountsConfig.addresses) ? accountsConfig.addresses : null) : [];
  if (addresses === null) throw invalidParams('Invalid params: accounts.addresses must be an array of base-58 strings');
  addresses.forEach((_, i) => pubkeyParam(addresses, i, 'accounts.addresses'));
  const accountEncoding = accountsConfig
    ? accountEncodingOf(accountsConfig as Record<string, unknown>, 'base64')
    : 'base64';
  if (accountEncoding === 'binary' || accountEncoding === 'base58')
    throw invalidParams('Invalid params: base58 encoding not supported for simulated accounts');

  let err: TxError | null = null;
  let keys: ResolvedKeys | null = null;
  try {
    keys = chain.resolve(tx);
  } catch (e) {
    err = (e as Error).message;
  }
  if (err === null && !replace && !chain.lifetimeValid(tx)) err = 'BlockhashNotFound';
  const replacementBlockhash = replace
    ? (({ blockhash, lastValidBlockHeight }) => ({ blockhash, lastValidBlockHeight }))(chain.latestBlockhash(c))
    : null;
  if (err !== null || !keys) {
    return withContext(chain, c, {
      accounts: null,
      err,
      innerInstructions: null,
      logs: [],
      replacementBlockhash,
      returnData: null,
      unitsConsumed: 0,
    });
  }
  const { outcome, postAccounts } = chain.simulate(tx);
  const decimals = mintDecimals(chain, c);
  const resolved = keys;
  return withContext(chain, c, {
    accounts: accountsConfig
      ? addresses.map((a: string) => {
          const state = postAccounts?.has(a) ? postAccounts.get(a)! : chain.getAccount(a, c);
          return state ? encodeAccount(state, accountEncoding, null, decimals) : null;
        })
      : null,
    err: outcome.err,
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
    logs: outcome.logs,
    replacementBlockhash,
    returnData: outcome.returnData,
    unitsConsumed: outcome.computeUnits,
  });
};
