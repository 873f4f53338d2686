import { unwrapOption, type Address } from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import type { Mint } from '@solana-program/token-2022';
import type { AuthorityRole } from '../../contract';
import type { GroupView } from '@/entities/token/lib/group-rules';
import { extensionOf } from './raw-account';

// Extensions keep a revoked authority as the all-zero address.
export const unlessRevoked = (authority: Address | null | undefined) =>
  !authority || authority === SYSTEM_PROGRAM_ADDRESS ? null : authority;

/** The group a mint is, as a joining member or its update authority sees it; null when it is none. */
export function groupOf(mint: Mint): GroupView | null {
  const group = extensionOf(mint, 'TokenGroup');
  return group
    ? { updateAuthority: unlessRevoked(unwrapOption(group.updateAuthority)), size: group.size, maxSize: group.maxSize }
    : null;
}

/**
 * Who holds a role of the mint now (null: revoked), wherever the mint keeps it; undefined when the mint
 * has no such role at all (no extension that carries it).
 */
export function authorityOf(mint: Mint, role: Exclude<AuthorityRole, 'metadata'>): Address | null | undefined {
  switch (role) {
    case 'mint':
      return unwrapOption(mint.mintAuthority);
    case 'freeze':
      return unwrapOption(mint.freezeAuthority);
    case 'transfer-fee':
    case 'withdraw-fees': {
      const config = extensionOf(mint, 'TransferFeeConfig');
      if (!config) return undefined;
      return unlessRevoked(
        role === 'transfer-fee' ? config.transferFeeConfigAuthority : config.withdrawWithheldAuthority,
      );
    }
    case 'pause': {
      const config = extensionOf(mint, 'PausableConfig');
      return config ? unlessRevoked(unwrapOption(config.authority)) : undefined;
    }
    case 'multiplier': {
      const config = extensionOf(mint, 'ScaledUiAmountConfig');
      return config ? unlessRevoked(config.authority) : undefined;
    }
    case 'interest-rate': {
      const config = extensionOf(mint, 'InterestBearingConfig');
      return config ? unlessRevoked(config.rateAuthority) : undefined;
    }
    case 'transfer-hook': {
      const config = extensionOf(mint, 'TransferHook');
      return config ? unlessRevoked(config.authority) : undefined;
    }
    case 'permissioned-burn': {
      const config = extensionOf(mint, 'PermissionedBurn');
      return config ? unlessRevoked(unwrapOption(config.authority)) : undefined;
    }
    case 'close-mint': {
      const config = extensionOf(mint, 'MintCloseAuthority');
      return config ? unlessRevoked(config.closeAuthority) : undefined;
    }
  }
}
