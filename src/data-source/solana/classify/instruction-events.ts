import type { ParsedInstructionJson } from './parsed-transaction';

/**
 * Set when the authority is a multisig: the accounts that signed for it. Only accounts that signed the
 * transaction are kept (the registry drops the others), so trailing non-signers such as a transfer
 * hook's accounts never pass for signers.
 */
interface MultisigSigned {
  signers?: string[];
}

/** What one instruction did, in the few words history needs. Amounts are exact base units. */
export type InstructionEvent =
  | { kind: 'initialize-mint'; mint: string; decimals: number; mintAuthority: string | null }
  | ({
      kind: 'mint-to';
      mint: string;
      account: string;
      authority: string;
      amount: bigint;
      decimals?: number;
    } & MultisigSigned)
  | ({
      kind: 'token-transfer';
      source: string;
      destination: string;
      authority: string;
      amount: bigint;
      mint?: string;
      decimals?: number;
      /** transferCheckedWithFee: the fee the mint withholds from what arrives, as the sender stated it. */
      fee?: bigint;
    } & MultisigSigned)
  | { kind: 'sol-transfer'; source: string; destination: string; lamports: bigint }
  /** A new account funded (its rent, and for a temporary wSOL account the SOL it will carry). */
  | { kind: 'create-account'; source: string; account: string; lamports: bigint }
  /** An associated account being created: tells us whose account `account` is, even if the tx failed. */
  | { kind: 'create-associated-account'; account: string; wallet: string; mint: string }
  | ({
      kind: 'burn';
      account: string;
      mint: string;
      authority: string;
      amount: bigint;
      decimals?: number;
    } & MultisigSigned)
  | ({ kind: 'close'; account: string; destination: string; owner: string } & MultisigSigned)
  | ({ kind: 'freeze' | 'thaw'; account: string; mint: string; authority: string } & MultisigSigned)
  /** `target` is the mint or the token account whose authority changes; `newAuthority` null = revoked. */
  | ({ kind: 'set-authority'; target: string; authority: string; newAuthority: string | null } & MultisigSigned)
  | { kind: 'metadata-update'; metadata: string; authority: string }
  | ({ kind: 'fee-change'; mint: string; authority: string } & MultisigSigned)
  | ({ kind: 'fee-withdrawal'; mint: string; destination: string; authority: string } & MultisigSigned)
  /** A holder's switch on their own account (required memos, the CPI guard), on or off. */
  | ({ kind: 'account-setting'; account: string; owner: string } & MultisigSigned)
  /**
   * Lamports withdrawn from an account the authority keeps: rent above today's minimum (WithdrawExcessLamports
   * of a token account, mint or multisig), or a nonce account's (WithdrawNonceAccount, which states `lamports`).
   */
  | ({
      kind: 'rent-withdrawal';
      source: string;
      destination: string;
      authority: string;
      lamports?: bigint;
    } & MultisigSigned)
  /** A native account told to count the lamports sent to it as wrapped SOL. */
  | { kind: 'sync-native'; account: string }
  /** Withheld fees moved from holders' accounts into the mint: anyone's to do, so the fee payer's line. */
  | { kind: 'fee-harvest'; mint: string }
  /** An issuer's control of the whole mint: a pause, a resume, a new multiplier, interest rate, default state or hook. */
  | ({
      kind: 'issuer-control';
      control: 'pause' | 'resume' | 'multiplier' | 'interest-rate' | 'default-state' | 'transfer-hook' | 'group-size';
      mint: string;
      authority: string;
    } & MultisigSigned)
  /** An m-of-n multisig made: `signers` here are all n of its keys, not who signed the transaction. */
  | { kind: 'initialize-multisig'; multisig: string; m: number; signers: string[] }
  | { kind: 'initialize-nonce'; nonceAccount: string; authority: string }
  /** A durable nonce used up: the first instruction of a transaction signed ahead of time. */
  | { kind: 'advance-nonce'; nonceAccount: string; authority: string };

/** A per-program decoder: the registry picks one by program id; unknown instructions give null. */
export type InstructionParser = (instruction: ParsedInstructionJson) => InstructionEvent | null;

export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

/**
 * Integers arrive as strings (token amounts), numbers (lamports), or bigints (lamports above 2^53, which
 * the batch client keeps exact); all become exact bigints.
 */
export function asBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return undefined;
}

/** The `parsed.info` of a decoded instruction with its `parsed.type`, or null for a raw one. */
export function parsedInfo(instruction: ParsedInstructionJson): { type: string; info: Record<string, unknown> } | null {
  const { parsed } = instruction;
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.type !== 'string') return null;
  return { type: parsed.type, info: parsed.info ?? {} };
}

/** The `signers` of a parsed instruction whose authority is a multisig (the node names them), else nothing. */
export function parsedSigners(info: Record<string, unknown>): MultisigSigned {
  const signers = asStrings(info.signers);
  return signers.length > 0 ? { signers } : {};
}

/**
 * The accounts after a raw instruction's authority: a multisig's signers when it is one (the registry then
 * keeps only those that signed the transaction), else nothing.
 */
export function trailingSigners(
  accounts: readonly string[],
  authorityIndex: number,
  end = accounts.length,
): MultisigSigned {
  const signers = accounts.slice(authorityIndex + 1, end);
  return signers.length > 0 ? { signers } : {};
}
