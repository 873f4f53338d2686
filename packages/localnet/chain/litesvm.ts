// LiteSVM as the local chain uses it. Its public wrapper (`LiteSVM`) speaks @solana/kit: transactions as kit
// objects, addresses as strings, accounts re-encoded on every read; the chain holds wire bytes and raw keys,
// and must tell a failed transaction's error classes apart, which the wrapper does not export. So the chain
// drives the native binding under it, and this is the one file that reaches past litesvm's public entry
// (eslint holds the rest of the package to it).
export {
  Account,
  Clock,
  EpochSchedule,
  FailedTransactionMetadata,
  Rent,
  SlotHistory,
  type TransactionMetadata,
} from 'litesvm';
export {
  InstructionErrorCustom,
  LiteSvm,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal';
