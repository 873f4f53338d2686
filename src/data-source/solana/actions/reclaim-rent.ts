import { createNoopSigner, unwrapOption, type Address, type Instruction } from '@solana/kit';
import { getWithdrawNonceAccountInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { getWithdrawExcessLamportsInstruction } from '@solana-program/token-2022';
import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { RECLAIM_BATCH_MAX, type ChainActionOf } from '../../contract';
import { reclaimRefusals } from '../../reclaim-wording';
import { parseAddress } from '../parse-address';
import { excessOf } from '../read/excess-rent';
import { accountBytes, decodeMint, decodeTokenAccount, type RawAccount } from '../read/raw-account';
import { readAccounts } from '../read/read-mints';
import { programName } from '../read/token-programs';
import { decodeNonceAccount } from '../send/nonce-account';
import type { PlanAction } from './action-plan';

/** The length of an SPL Token multisig, under either program; a token account or mint is told by its layout. */
const MULTISIG_BYTES = 355;
/** Token-2022 marks a mint or an account with extensions by one byte after the base state. */
const ACCOUNT_TYPE_AT = 165;
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const;

/** What a token program's account is, as the program tells it apart: its length, then its type byte. */
function tokenAccountKind(bytes: Uint8Array): 'token-account' | 'mint' | 'multisig' {
  if (bytes.length === MULTISIG_BYTES) return 'multisig';
  if (bytes.length === 82) return 'mint';
  if (bytes.length === 165) return 'token-account';
  return bytes[ACCOUNT_TYPE_AT] === ACCOUNT_TYPE.mint ? 'mint' : 'token-account';
}

/** Who may withdraw an account's excess: its owner, its mint authority, or a multisig itself (through it). */
function authorityOf(address: Address, raw: RawAccount, kind: ReturnType<typeof tokenAccountKind>): string | null {
  if (kind === 'multisig') return address;
  if (kind === 'mint') return unwrapOption(decodeMint(raw).mintAuthority);
  const account = decodeTokenAccount(raw);
  if (nativeMintProgram(account.mint)) throw reclaimRefusals.notWrapped();
  return account.owner;
}

/**
 * Withdraws what each account holds above the cluster's rent today, to the wallet (or, proposed through a
 * multisig, to the proposer): WithdrawExcessLamports of the account's token program (a token account by its
 * owner, a mint by its mint authority, a multisig by itself and its signers), a nonce account's excess by its
 * authority through the System program. Each account is read again here: one that is not the wallet's, holds
 * nothing above the minimum, or is withdrawn by a multisig is refused in words, as the chain would refuse it.
 */
export const planReclaimRent: PlanAction<ChainActionOf<'reclaim-rent'>> = async (ctx, owner, input) => {
  if (input.accounts.length === 0) throw reclaimRefusals.none();
  if (input.accounts.length > RECLAIM_BATCH_MAX) throw reclaimRefusals.tooMany();
  const keys = input.accounts.map((account) => parseAddress(account, 'The account'));
  const destination = input.destination ? parseAddress(input.destination, 'The destination') : owner;
  const [rule, raws] = await Promise.all([ctx.rent({ fresh: true }), readAccounts(ctx, keys)]);
  const signer = createNoopSigner(owner);
  // A mint whose authority is not the wallet: is that authority a multisig? Then it is proposed through it.
  const isMultisig = async (address: string) => {
    const [raw] = await readAccounts(ctx, [address]);
    return !!raw && !!programName(raw.owner) && accountBytes(raw).length === MULTISIG_BYTES;
  };
  const instructions: Instruction[] = [];
  for (const [index, address] of keys.entries()) instructions.push(await instructionFor(address, raws[index]));
  return { instructions };

  async function instructionFor(address: Address, raw: RawAccount | null | undefined) {
    if (!raw) throw reclaimRefusals.notYours(address);
    const excess = excessOf(raw, rule);
    if (raw.owner === SYSTEM_PROGRAM_ADDRESS) {
      if (decodeNonceAccount(raw)?.authority !== owner) throw reclaimRefusals.notYours(address);
      if (excess === 0n) throw reclaimRefusals.nothingAbove(address);
      return getWithdrawNonceAccountInstruction({
        nonceAccount: address,
        recipientAccount: destination,
        nonceAuthority: signer,
        withdrawAmount: excess,
      });
    }
    if (!programName(raw.owner)) throw reclaimRefusals.notYours(address);
    const kind = tokenAccountKind(accountBytes(raw));
    const authority = authorityOf(address, raw, kind);
    if (authority !== owner) {
      // A multisig's own rent, or a mint it holds: the wallet proposes it through the multisig.
      if (kind === 'multisig') throw reclaimRefusals.throughMultisig(address, address);
      if (kind === 'mint' && authority && (await isMultisig(authority)))
        throw reclaimRefusals.throughMultisig(address, authority);
      throw reclaimRefusals.notYours(address);
    }
    if (excess === 0n) throw reclaimRefusals.nothingAbove(address);
    return getWithdrawExcessLamportsInstruction(
      { source: address, destination, authority: signer },
      { programAddress: raw.owner as Address },
    );
  }
};
