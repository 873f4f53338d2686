// The Agave release whose RPC shapes the chain answers, named once: getVersion says it, and every answer
// with a context carries it as `apiVersion` (a validator writes its own semver there too).
//
// 4.2.2 is the newest 4.2 patch seen answering on a node (a getVersion of {"feature-set":565236538,
// "solana-core":"4.2.2"} in a node's status note of 2026-09-19). Its feature set is 4.2.0's and 4.2.1's: the
// first 4 bytes, little-endian, of the SHA-256 over every feature id that Agave v4.2's feature-set/src/lib.rs
// lists (`agave_feature_set::ID`, read by version/src/v4.rs `Version::this_build`). The shapes were read
// in the v4.2 sources; 4.2.1 -> 4.2.2 changed no RPC answer.
export const AGAVE_VERSION = '4.2.2';
export const AGAVE_FEATURE_SET = 565_236_538;
