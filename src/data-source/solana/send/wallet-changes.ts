import { getTransactionDecoder, type Address, type Instruction, type Transaction } from '@solana/kit';
import { shortenAddress } from '@/shared/lib/address';
import { exactSol } from '@/shared/lib/amount';
import { AppError } from '@/shared/lib/app-error';
import { programLabel } from '../read/known-programs';
import { feeOf, isAdvanceNonce, isComputeBudgetInstruction, readMessage, type ReadMessage } from './read-message';
import { isGuard, isLighthouse, MAX_WALLET_GUARDS } from './wallet-guards';

/** What a refusal of the wallet's changes tells the user to do: the same wallet would change it again. */
export const ANOTHER_WALLET =
  'This wallet changes the transaction the same way every time: use another wallet for this.';

export function walletRefusal(what: string, after?: string) {
  const change = `${what}${after ? `, ${after}` : ''}`;
  return new AppError('wallet', `The wallet ${what} before signing${after ? `, ${after}` : ''}; nothing was sent.`, {
    sameAgain: ANOTHER_WALLET,
    walletChange: change,
  });
}

/** What the wallet added or set that the app accepts, and what the transaction it signed costs. */
export interface WalletEdits {
  /** Lighthouse assertions the wallet added. */
  guards: number;
  /** The wallet set a compute budget of its own (a lower bid, another limit). */
  ownBudget: boolean;
  /** The fee as the runtime charges what the wallet signed: 5,000 lamports a signature plus limit × price. */
  fee: { base: bigint; priority: bigint; total: bigint; unitLimit: number; unitPrice: bigint };
}

const sameBytes = (a: ArrayLike<number> | undefined, b: ArrayLike<number> | undefined) =>
  (a?.length ?? 0) === (b?.length ?? 0) &&
  Array.prototype.every.call(a ?? [], (byte: number, i: number) => byte === b![i]);

const sameInstruction = (a: Instruction, b: Instruction) =>
  a.programAddress === b.programAddress &&
  sameBytes(a.data, b.data) &&
  (a.accounts ?? []).length === (b.accounts ?? []).length &&
  (a.accounts ?? []).every((meta, i) => {
    const other = b.accounts![i]!;
    return 'address' in meta && 'address' in other && meta.address === other.address && meta.role === other.role;
  });

const accountsOf = (instruction: Instruction) =>
  (instruction.accounts ?? []).flatMap((meta) => ('address' in meta ? [shortenAddress(meta.address)] : []));

/** Reads what the wallet returned; anything that is not a transaction message is refused in words. */
export function readReturned(wire: Uint8Array): { transaction: Transaction; message: ReadMessage } {
  try {
    const transaction = getTransactionDecoder().decode(wire);
    return { transaction, message: readMessage(transaction.messageBytes) };
  } catch {
    throw new AppError('wallet', 'The wallet returned something that is not a transaction; nothing was sent.');
  }
}

/** Our instructions, in order, against what is left of the wallet's once its guards and budget are set aside. */
function compareInstructions(ours: readonly Instruction[], theirs: readonly Instruction[]) {
  const at = ours.findIndex((instruction, i) => !theirs[i] || !sameInstruction(instruction, theirs[i]!));
  if (at === -1 && theirs.length === ours.length) return;
  const first = at === -1 ? ours.length : at;
  if (theirs.length > ours.length) {
    const added = theirs[first]!;
    const rest = [...theirs.slice(0, first), ...theirs.slice(first + 1)];
    if (rest.length === ours.length && rest.every((instruction, i) => sameInstruction(instruction, ours[i]!))) {
      const touching = accountsOf(added);
      throw walletRefusal(
        `added an instruction of ${programLabel(added.programAddress)}${touching.length ? `, touching ${touching.join(', ')}` : ''}`,
      );
    }
  }
  if (theirs.length < ours.length) throw walletRefusal(`removed an instruction (${first + 1} of ${ours.length})`);
  throw walletRefusal(
    `changed what the transaction does (its instruction ${first + 1} of ${ours.length} is not the one shown)`,
  );
}

const listed = (addresses: Iterable<Address>) => [...addresses].map((address) => shortenAddress(address)).join(', ');

/**
 * Holds what the wallet signed to what the app built and showed. A wallet may add Lighthouse assertions
 * anywhere among our instructions (at most MAX_WALLET_GUARDS) and set its own compute budget whose
 * priority fee stays within the user's cap; nothing else. The guards may read any account, the fee
 * payer's included, but make no account sign or writable that was not, and a durable nonce's advance
 * stays first. Anything else is refused in words; nothing is sent.
 */
export function checkWalletChanges(
  ours: Transaction,
  theirs: Transaction,
  {
    capLamports,
  }: { /** Not checked when absent (a transaction looked for, not one about to be sent). */ capLamports?: bigint },
): WalletEdits {
  const asked = readMessage(ours.messageBytes);
  let signed: ReadMessage;
  try {
    signed = readMessage(theirs.messageBytes);
  } catch {
    throw new AppError('wallet', 'The wallet returned something that is not a transaction; nothing was sent.');
  }
  if (signed.feePayer !== asked.feePayer) throw walletRefusal('changed who pays the fee');
  const onNonce = isAdvanceNonce(asked.instructions[0]);
  if (signed.lifetime !== asked.lifetime) throw walletRefusal(onNonce ? 'changed the nonce' : 'changed the blockhash');
  if (signed.lookups > asked.lookups) throw walletRefusal('moved accounts into lookup tables this app cannot check');
  if (onNonce && !(signed.instructions[0] && sameInstruction(signed.instructions[0], asked.instructions[0]!))) {
    throw walletRefusal(
      'put instructions ahead of the nonce advance',
      'so the transaction could never land (the advance must come first)',
    );
  }
  const lighthouse = signed.instructions.filter(isLighthouse);
  const notAssertion = lighthouse.find((instruction) => !isGuard(instruction));
  if (notAssertion) {
    throw walletRefusal(
      `added a Lighthouse instruction that is not an assertion (tag ${notAssertion.data?.[0] ?? 'none'}: it can write accounts)`,
    );
  }
  if (lighthouse.length > MAX_WALLET_GUARDS) {
    throw walletRefusal(
      `added ${lighthouse.length} safety checks`,
      `more than the ${MAX_WALLET_GUARDS} this app accepts`,
    );
  }
  const plain = (message: ReadMessage) =>
    message.instructions.filter(
      (instruction) => !isComputeBudgetInstruction(instruction) && !isLighthouse(instruction),
    );
  compareInstructions(plain(asked), plain(signed));
  // What is left: roles only the guards could have raised.
  const newSigners = [...signed.signers].filter((address) => !asked.signers.has(address));
  if (newSigners.length || signed.signers.size !== asked.signers.size)
    throw walletRefusal(`changed who signs${newSigners.length ? ` (added ${listed(newSigners)})` : ''}`);
  const madeWritable = [...signed.writable].filter((address) => !asked.writable.has(address));
  if (madeWritable.length) throw walletRefusal(`made ${listed(madeWritable)} writable`);
  if (signed.writable.size !== asked.writable.size)
    throw walletRefusal('changed which accounts the transaction writes');

  const fee = feeOf(signed);
  const { priority } = fee;
  if (capLamports !== undefined && priority > capLamports) {
    const change = `raised the priority fee to ${exactSol(priority)}, above your cap of ${exactSol(capLamports)} a transaction`;
    throw new AppError('wallet', `The wallet ${change}; nothing was sent.`, {
      sameAgain: 'Raise “Most per transaction” if you accept it, or use another wallet.',
      walletChange: change,
    });
  }
  return {
    guards: lighthouse.length,
    // A v1 message states its priority fee as a total in its config: no price to compare, the total is.
    ownBudget:
      signed.unitLimit !== asked.unitLimit ||
      signed.unitPrice !== asked.unitPrice ||
      signed.priorityLamports !== asked.priorityLamports ||
      signed.loadedDataLimit !== asked.loadedDataLimit,
    fee,
  };
}
