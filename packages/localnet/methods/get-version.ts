import { AGAVE_FEATURE_SET, AGAVE_VERSION } from '../agave-version';
import type { Handler } from './context';

// Agave 4.2 rpc/src/rpc.rs `get_version`: RpcVersionInfo, kebab-case, exactly these two fields.
export const getVersion: Handler = () => ({ 'feature-set': AGAVE_FEATURE_SET, 'solana-core': AGAVE_VERSION });
