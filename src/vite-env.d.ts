/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Cluster selected on first visit: set to 'localnet' by `npm start`; a plain build defaults to devnet. */
  readonly VITE_DEFAULT_CLUSTER?: string;
  /** The local chain's JSON-RPC URL, when `npm start` runs it on another port. */
  readonly VITE_LOCALNET_URL?: string;
  /** 'public': pace the local chain as a public endpoint (for the mainnet-like profile). */
  readonly VITE_LOCALNET_LIMITS?: string;
}
