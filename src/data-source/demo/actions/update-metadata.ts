import { refusals, requireAuthority, ROLE_NAMES } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { tokenActionModule } from './token-action';

export const updateMetadata = tokenActionModule<ChainActionOf<'update-metadata'>>({
  next(state, action, owner) {
    const { metadata } = state.mint;
    if (!metadata) throw refusals.noMetadata();
    requireAuthority(metadata.updateAuthority, owner, ROLE_NAMES.metadata);
    const mint = {
      ...state.mint,
      name: action.name,
      symbol: action.symbol,
      metadata: {
        ...metadata,
        uri: action.uri,
        additional: action.additional.map(([k, v]) => [k, v] as [string, string]),
      },
    };
    return { ...state, mint };
  },
  entry: () => ({ amount: null, to: '' }),
});
