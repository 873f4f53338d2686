// Which transaction versions a reader takes, as Agave's `validate_version` decides
// (transaction-status/src/lib.rs at v4.2): a reader that names no version gets legacy transactions only;
// one that names N gets every version up to N. Anything newer is error -32015, naming its version.
import { RpcError, UNSUPPORTED_TRANSACTION_VERSION, invalidParams } from '../rpc-error';
import { integerFault } from '../serde-integers';
import type { TxVersion } from './wire';

/** jsonrpc-core's words when a config that may also be a bare encoding (an untagged enum) does not parse. */
export const untaggedConfigError = (wrapper: string) =>
  invalidParams(`Invalid params: data did not match any variant of untagged enum ${wrapper}.`);

/**
 * The parameter as given: a u8, or absent. Inside getTransaction's and getBlock's config
 * (`RpcEncodingConfigWrapper`, untagged) a bad value fails the whole config in serde's untagged words.
 */
export function maxVersionParam(value: unknown, wrapper?: string): number | null {
  if (value === undefined || value === null) return null;
  const fault = integerFault(value, 'u8');
  if (fault) throw wrapper ? untaggedConfigError(wrapper) : invalidParams(`Invalid params: ${fault}.`);
  return Number(value);
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
