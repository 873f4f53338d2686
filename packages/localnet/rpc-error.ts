// The typed error every RPC handler throws; the server turns it into the JSON-RPC error envelope.
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
// Codes a validator uses for its own failures (solana-rpc-client-api custom_error.rs).
export const BLOCK_NOT_AVAILABLE = -32004;
export const SEND_TX_PREFLIGHT_FAILURE = -32002;
export const UNSUPPORTED_TRANSACTION_VERSION = -32015;
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;
export const KEY_EXCLUDED_FROM_SECONDARY_INDEX = -32010;

export const invalidParams = (message: string) => new RpcError(INVALID_PARAMS, message);

/** The public mainnet endpoint keeps no program or mint index, so it refuses the scans that need one. */
export const excludedFromSecondaryIndexes = (key: string) =>
  new RpcError(
    KEY_EXCLUDED_FROM_SECONDARY_INDEX,
    `${key} excluded from account secondary indexes; this RPC method unavailable for key`,
  );

export const FILTER_TRANSACTION_NOT_FOUND = -32020;

/** Since Agave 4.0, a `before` or `until` signature the node does not hold (rpc-client-api custom_error.rs). */
export const filterTransactionNotFound = (signature: string) =>
  new RpcError(FILTER_TRANSACTION_NOT_FOUND, `Transaction ${signature} not found`);
