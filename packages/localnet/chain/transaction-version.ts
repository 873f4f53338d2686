// Which transaction versions a reader takes, as Agave's `validate_version` decides
// (transaction-status/src/lib.rs at v4.2): a reader that names no version gets legacy transactions only;
// one that names N gets every version up to N. Anything newer is error -32015, naming its version.
import { RpcError, UNSUPPORTED_TRANSACTION_VERSION, invalidParams } from '../rpc-error';
import type { TxVersion } from './wire';

/** The parameter as given: a u8, or absent. */
export function maxVersionParam(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255) {
    throw invalidParams(
      `Invalid params: invalid value: ${JSON.stringify(value)}, expected u8 for maxSupportedTransactionVersion`,
    );
  }
  return value;
}

/** The `version` field of the answer (absent when the reader named none), or the -32015 refusal. */
export function checkVersion(version: TxVersion, max: number | null): { version?: TxVersion } {
  if (version === 'legacy') return max === null ? {} : { version };
  if (max === null || version > max) throw unsupportedVersion(version);
  return { version };
}

export const unsupportedVersion = (version: number) =>
  new RpcError(
    UNSUPPORTED_TRANSACTION_VERSION,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  );
