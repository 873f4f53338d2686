// Converts LiteSVM's error objects into the validator's JSON form ({"InstructionError":[0,{"Custom":1}]})
// and the sentence a validator prints for them (Display of solana TransactionError).
import {
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from './litesvm';
import { INSTRUCTION_ERROR_NAMES, TRANSACTION_ERROR_NAMES } from './error-names';

export type TxError = string | Record<string, unknown>;

const enumName = (names: string[], value: number): string => names[value] ?? `Unknown${value}`;

function instructionErrorJson(err: unknown): unknown {
  if (err instanceof InstructionErrorCustom) return { Custom: err.code };
  if (typeof err === 'number') return enumName(INSTRUCTION_ERROR_NAMES, err);
  return { BorshIoError: String(err) };
}

export function txErrorJson(err: unknown): TxError {
  if (typeof err === 'number') return enumName(TRANSACTION_ERROR_NAMES, err);
  if (err instanceof TransactionErrorInstructionError)
    return { InstructionError: [err.index, instructionErrorJson(err.err())] };
  if (err instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: err.index };
  if (err instanceof TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: err.accountIndex } };
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted)
    return {
      ProgramExecutionTemporarilyRestricted: {
        account_index: (err as unknown as { accountIndex: number }).accountIndex,
      },
    };
  return String(err);
}

/** Errors after which a validator still records the transaction and charges its fee. */
export function landsOnChain(err: TxError): boolean {
  if (typeof err === 'string') return false;
  return 'InstructionError' in err || 'InsufficientFundsForRent' in err || 'DuplicateInstruction' in err;
}

const TX_MESSAGES: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction did not pass signature verification',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  InvalidWritableAccount: 'Transaction loads a writable account that cannot be written',
  TooManyAccountLocks: 'Transaction locked too many accounts',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
  InvalidAddressLookupTableIndex: 'Transaction address table lookup uses an invalid index',
};

const IX_MESSAGES: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  UnbalancedInstruction: 'sum of account balances before and after instruction do not match',
  ReadonlyLamportChange: 'instruction changed the balance of a read-only account',
  ReadonlyDataModified: 'instruction modified data of a read-only account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  AccountNotExecutable: 'instruction expected an executable account',
  MissingAccount: 'An account required by the instruction is missing',
  InvalidSeeds: 'Provided seeds do not result in a valid address',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
  ProgramFailedToComplete: 'Program failed to complete',
  Immutable: 'Account is immutable',
  IncorrectAuthority: 'Incorrect authority provided',
  AccountNotRentExempt: 'An account does not have enough lamports to be rent-exempt',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
  IllegalOwner: 'Provided owner is not allowed',
};

function instructionErrorMessage(e: unknown): string {
  if (typeof e === 'string') return IX_MESSAGES[e] ?? e;
  const o = e as Record<string, unknown>;
  if (typeof o.Custom === 'number') return `custom program error: 0x${o.Custom.toString(16)}`;
  return JSON.stringify(e);
}

export function txErrorMessage(err: TxError): string {
  if (typeof err === 'string') return TX_MESSAGES[err] ?? err;
  if ('InstructionError' in err) {
    const [index, inner] = err.InstructionError as [number, unknown];
    return `Error processing Instruction ${index}: ${instructionErrorMessage(inner)}`;
  }
  if ('InsufficientFundsForRent' in err) {
    const { account_index } = err.InsufficientFundsForRent as { account_index: number };
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`;
  }
  if ('DuplicateInstruction' in err)
    return `Transaction contains a duplicate instruction (${String(err.DuplicateInstruction)}) that is not allowed`;
  return JSON.stringify(err);
}
