import {
  ACCOUNT_SIZE,
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  getAccountLen,
  getAccountTypeOfMintType,
  getExtensionTypes,
  type Mint,
} from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';

/**
 * Bytes of the associated account the ATA program will create for this mint, for its rent. Under
 * Token-2022 it always adds ImmutableOwner, plus what the mint's extensions demand of every account.
 */
export function associatedAccountSize(mint: Mint, programId: PublicKey): number {
  if (!programId.equals(TOKEN_2022_PROGRAM_ID)) return ACCOUNT_SIZE;
  const required = getExtensionTypes(mint.tlvData)
    .map(getAccountTypeOfMintType)
    .filter((type) => type !== ExtensionType.Uninitialized);
  return getAccountLen([...new Set([...required, ExtensionType.ImmutableOwner])]);
}
