import { unwrapOption } from '@solana/kit';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  getTokenSize,
  type ExtensionArgs,
  type Mint,
} from '@solana-program/token-2022';
import { TOKEN_ACCOUNT_BYTES } from '../../fee-rules';

/** What a mint's extensions demand of every token account of that mint. */
function accountExtensionsFor(mint: Mint): ExtensionArgs[] {
  const required: ExtensionArgs[] = [];
  for (const each of unwrapOption(mint.extensions) ?? []) {
    if (each.__kind === 'TransferFeeConfig') required.push(extension('TransferFeeAmount', { withheldAmount: 0n }));
    if (each.__kind === 'NonTransferable') required.push(extension('NonTransferableAccount', {}));
    if (each.__kind === 'TransferHook') required.push(extension('TransferHookAccount', { transferring: false }));
    if (each.__kind === 'PausableConfig') required.push(extension('PausableAccount', {}));
  }
  return required;
}

/**
 * Bytes of the associated account the ATA program will create for this mint, for its rent. Under
 * Token-2022 it always adds ImmutableOwner, plus what the mint's extensions demand of every account.
 */
export function associatedAccountSize(mint: Mint, programId: string): number {
  if (programId !== TOKEN_2022_PROGRAM_ADDRESS) return TOKEN_ACCOUNT_BYTES['spl-token'];
  return getTokenSize([...accountExtensionsFor(mint), extension('ImmutableOwner', {})]);
}
