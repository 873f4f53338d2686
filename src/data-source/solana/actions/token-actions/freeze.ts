import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import {
  AccountState,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getFreezeAccountInstruction,
  getThawAccountInstruction,
  getTokenDecoder,
} from '@solana-program/token-2022';
import type { SolanaContext } from '../../context';
import { accountBytes, type RawAccount } from '../../read/raw-account';
import { readAccounts } from '../../read/read-mints';
import { parseAddress } from '../amount-limits';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../token-rules';
import { mintFrom } from '../read-mint';
import type { ActionPlan } from './plan';

function tokenAccountOfMint(raw: RawAccount | null | undefined, mint: Address) {
  if (!raw) return null;
  try {
    const account = getTokenDecoder().decode(accountBytes(raw));
    return account.mint === mint ? account : null;
  } catch {
    return null;
  }
}

/**
 * Freezes or thaws a holder's account: `holder` is a token account of this mint, or a wallet whose
 * associated account is meant.
 */
export async function planFreeze(
  ctx: SolanaContext,
  owner: Address,
  input: { kind: 'freeze' | 'thaw'; mint: string; holder: string },
): Promise<ActionPlan> {
  const mintKey = parseAddress(input.mint, 'The token address');
  const holder = parseAddress(input.holder, 'The holder');
  // The mint's program is not known before it is read: the holder's associated account under either
  // program is read with the mint and the address as given, in one request.
  const candidates = await Promise.all(
    [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map(
      async (tokenProgram) => (await findAssociatedTokenPda({ owner: holder, mint: mintKey, tokenProgram }))[0],
    ),
  );
  const [mintRaw, asGiven, ...associated] = await readAccounts(ctx, [mintKey, holder, ...candidates]);
  const { mint, programId } = mintFrom(ctx, mintKey, mintRaw ?? null);
  requireAuthority(unwrapOption(mint.freezeAuthority), owner, ROLE_NAMES.freeze);
  const index = programId === TOKEN_PROGRAM_ADDRESS ? 0 : 1;
  const byWallet = { address: candidates[index]!, raw: associated[index] ?? null };
  const target = tokenAccountOfMint(asGiven, mintKey) ? { address: holder, raw: asGiven ?? null } : byWallet;
  const account = tokenAccountOfMint(target.raw, mintKey);
  if (!account) throw refusals.noHolderAccount();
  if ((account.state === AccountState.Frozen) === (input.kind === 'freeze')) throw refusals.freezeState(input.kind);
  const accounts = { account: target.address, mint: mintKey, owner: createNoopSigner(owner) };
  return {
    instructions: [
      input.kind === 'freeze'
        ? getFreezeAccountInstruction(accounts, { programAddress: programId })
        : getThawAccountInstruction(accounts, { programAddress: programId }),
    ],
    watch: [
      {
        address: target.address,
        kind: 'token-account',
        prefix: target === byWallet ? "The holder's account: " : 'That account: ',
        before: target.raw,
      },
    ],
    mint,
    rentLamports: 0n,
  };
}
