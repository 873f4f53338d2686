import { EXTENSION_AUTHORITIES } from '@/entities/token/lib/extension-param';
import { AppError } from '@/shared/lib/app-error';
import { refusals, requireAuthority, ROLE_NAMES } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { hasExtension, mintParam, withAuthorityParam } from '../demo-mints';
import { refuseOtherProgram } from '../demo-multisig';
import { tokenActionModule } from './token-action';

/** An authority handed over (or revoked) by the one who holds it. */
export const setAuthority = tokenActionModule<ChainActionOf<'set-authority'>>({
  next(state, action, owner) {
    const what = ROLE_NAMES[action.role];
    if (action.newAuthority === owner) throw refusals.alreadyHeld(action.role);
    let mint = state.mint;
    if (action.role === 'metadata') {
      if (!mint.metadata) throw refusals.noMetadata();
      requireAuthority(mint.metadata.updateAuthority, owner, what);
      mint = { ...mint, metadata: { ...mint.metadata, updateAuthority: action.newAuthority } };
    } else if (action.role === 'mint') {
      requireAuthority(mint.mintAuthority, owner, what);
      mint = { ...mint, mintAuthority: action.newAuthority };
    } else if (action.role === 'freeze') {
      requireAuthority(mint.freezeAuthority, owner, what);
      mint = { ...mint, freezeAuthority: action.newAuthority };
    } else {
      const [extension, name] = EXTENSION_AUTHORITIES[action.role];
      if (!hasExtension(mint, extension)) {
        throw new AppError('invalid', `This token has no ${what}.`);
      }
      requireAuthority(mintParam(mint, extension, name), owner, what);
      mint = withAuthorityParam(mint, extension, name, action.newAuthority);
    }
    return { ...state, mint };
  },
  // An authority handed to a multisig of the other token program could never be used again.
  refuse(chain, action) {
    if (action.newAuthority) refuseOtherProgram(chain, action.newAuthority, action.mint);
  },
  entry: (action) => ({ amount: null, to: action.newAuthority ?? '' }),
});
