// What a co-signer may sign: only a transaction made of the shapes this app builds for a multisig, so that
// everything it does is what the page shows. Anyone can name anyone as a multisig signer and send them a
// link: a "Mint 1,000" whose transaction also moves the co-signer's SOL, or approves a delegate over their
// tokens, must be refused before Sign is offered, not explained after.
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  CREATE_ASSOCIATED_TOKEN_IDEMPOTENT_DISCRIMINATOR,
  identifyToken2022Instruction,
  Token2022Instruction,
} from '@solana-program/token-2022';
import { identifySystemInstruction, SystemInstruction } from '@solana-program/system';
import { ComputeBudgetInstruction, identifyComputeBudgetInstruction } from '@solana-program/compute-budget';
import { isSignerRole, isWritableRole, type Address, type Instruction } from '@solana/kit';
import { shortenAddress } from '@/shared/lib/address';
import { count } from '@/shared/lib/count';
import type { MultisigAccount } from '@/entities/multisig/model';
import { programLabel } from '../read/known-programs';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';
import { isAdvanceNonce, isComputeBudgetInstruction, readMessage } from '../send/read-message';
import { isGuard, MAX_WALLET_GUARDS } from '../send/wallet-guards';
import { ROLE_OF } from './authority-roles';

/**
 * The token instructions a proposal may hold (those of the proposable actions), each with where its
 * authority stands among its accounts: the multisig must stand there. Null: one that takes no authority
 * (harvesting withheld fees into the mint, which anyone may do, and only ahead of their withdrawal).
 */
export const TOKEN_SHAPES = {
  [Token2022Instruction.MintTo]: 2,
  [Token2022Instruction.MintToChecked]: 2,
  [Token2022Instruction.FreezeAccount]: 2,
  [Token2022Instruction.ThawAccount]: 2,
  [Token2022Instruction.SetAuthority]: 1,
  [Token2022Instruction.SetTransferFee]: 1,
  [Token2022Instruction.WithdrawWithheldTokensFromMint]: 2,
  [Token2022Instruction.HarvestWithheldTokensToMint]: null,
  [Token2022Instruction.UpdateMultiplierScaledUiMint]: 1,
  [Token2022Instruction.UpdateRateInterestBearingMint]: 1,
  [Token2022Instruction.UpdateDefaultAccountState]: 1,
  [Token2022Instruction.UpdateTransferHook]: 1,
  [Token2022Instruction.Pause]: 1,
  [Token2022Instruction.Resume]: 1,
  [Token2022Instruction.Burn]: 2,
  [Token2022Instruction.BurnChecked]: 2,
  // Rent above today's minimum, from the multisig itself or a mint it holds: the destination is in the title.
  [Token2022Instruction.WithdrawExcessLamports]: 2,
} as const satisfies Partial<Record<Token2022Instruction, number | null>>;

/** A token instruction a proposal may hold. */
export type ProposableInstruction = keyof typeof TOKEN_SHAPES;

const isProposable = (kind: Token2022Instruction): kind is ProposableInstruction => kind in TOKEN_SHAPES;

const SET_AUTHORITY_ROLE_BYTE = 1;

const isTokenProgram = (address: Address) => address === TOKEN_PROGRAM || address === TOKEN_2022_PROGRAM;

/** The instruction's name where its program is one this app reads ("TransferSol", "Approve"). */
function nameOf(instruction: Instruction): string | null {
  const data = instruction.data;
  if (!data?.length) return null;
  try {
    if (instruction.programAddress === '11111111111111111111111111111111') {
      return SystemInstruction[identifySystemInstruction(data)];
    }
    if (isTokenProgram(instruction.programAddress)) return Token2022Instruction[identifyToken2022Instruction(data)];
    if (isComputeBudgetInstruction(instruction))
      return ComputeBudgetInstruction[identifyComputeBudgetInstruction(data)];
  } catch {
    // An instruction its program's client does not know: said by its program alone.
  }
  return null;
}

/** "instruction 3, System Program (…) TransferSol, on 7xKX…AsU (signs, written), 9WzD…AWM (written)". */
function described(instruction: Instruction, index: number, viewer: string | undefined): string {
  const name = nameOf(instruction);
  const accounts = (instruction.accounts ?? []).map((meta) => {
    const roles = [isSignerRole(meta.role) && 'signs', isWritableRole(meta.role) && 'written'].filter(Boolean);
    const who = meta.address === viewer ? `your wallet ${shortenAddress(meta.address)}` : shortenAddress(meta.address);
    return roles.length ? `${who} (${roles.join(', ')})` : who;
  });
  return `instruction ${index + 1}, ${programLabel(instruction.programAddress)}${name ? ` ${name}` : ''}${
    accounts.length ? `, on ${accounts.join(', ')}` : ''
  }`;
}

/** The token instruction's kind, when it is one a proposal may hold. */
export function proposableKind(instruction: Pick<Instruction, 'data'>): ProposableInstruction | null {
  const data = instruction.data;
  if (!data?.length) return null;
  try {
    const kind = identifyToken2022Instruction(data);
    return isProposable(kind) ? kind : null;
  } catch {
    return null;
  }
}

/** Whether a token instruction is one of the proposable actions, acting through `multisig` and its signers only. */
function tokenShapeFits(instruction: Instruction, multisig: MultisigAccount, proposer: Address): boolean {
  const data = instruction.data;
  const kind = proposableKind(instruction);
  if (!data || kind === null) return false;
  const authorityAt: number | null = TOKEN_SHAPES[kind];
  const accounts = instruction.accounts ?? [];
  // Roles are the message's (the fee payer signs and is written wherever it stands): what counts is where
  // a signing account stands. Through a multisig, signers follow its authority slot and sign for it alone; the
  // proposer standing before it (reclaimed rent's destination) signs only as the fee payer.
  const authoritySlot = authorityAt ?? accounts.length;
  const signingAt = accounts.flatMap((meta, index) =>
    isSignerRole(meta.role) && !(index < authoritySlot && meta.address === proposer) ? [index] : [],
  );
  if (authorityAt === null) return signingAt.length === 0;
  const authority = accounts[authorityAt];
  if (authority?.address !== multisig.address || isSignerRole(authority.role)) return false;
  if (kind === Token2022Instruction.SetAuthority && ROLE_OF[data[SET_AUTHORITY_ROLE_BYTE] ?? -1] === undefined) {
    return false; // a token account's owner or close authority is no authority of a token
  }
  return (
    signingAt.length > 0 &&
    signingAt.every((index) => index > authorityAt && multisig.signers.includes(accounts[index]!.address))
  );
}

/** An associated account made for the action (a mint's or a withdrawal's destination), paid by the proposer. */
function accountCreationFits(instruction: Instruction, proposer: Address): boolean {
  const data = instruction.data;
  if (data?.length !== 1 || data[0] !== CREATE_ASSOCIATED_TOKEN_IDEMPOTENT_DISCRIMINATOR) return false;
  // The program takes one signature, its payer's (the first account): the proposer's, never a co-signer's.
  return instruction.accounts?.[0]?.address === proposer;
}

/** The compute budget's limit and price: they set what the proposer pays, and move nothing. */
function budgetFits(instruction: Instruction): boolean {
  const name = nameOf(instruction);
  return (
    (instruction.accounts ?? []).length === 0 &&
    (name === ComputeBudgetInstruction[ComputeBudgetInstruction.SetComputeUnitLimit] ||
      name === ComputeBudgetInstruction[ComputeBudgetInstruction.SetComputeUnitPrice])
  );
}

const MINT_OF_HARVEST = 0;
const MINT_OF_WITHDRAWAL = 0;

/**
 * Why a co-signer must not sign this proposal, in words naming each instruction the app cannot explain
 * (its program, its accounts and what they do there); null when every instruction is one of the shapes
 * the app builds: advance-nonce first, the compute budget, exactly one proposable action through this
 * multisig (a withdrawal of withheld fees may be preceded by their harvest into the same mint), at most one
 * associated account paid by the proposer, a wallet's guards.
 */
export function unexplainedIn(
  messageBytes: Parameters<typeof readMessage>[0],
  multisig: MultisigAccount,
  viewer?: string,
): string | null {
  const message = readMessage(messageBytes);
  if (message.lookups > 0) {
    return 'This proposal loads accounts from an address lookup table, which this app does not read: it cannot show all that the transaction does. Do not sign it.';
  }
  const proposer = message.feePayer;
  let guards = 0;
  let creations = 0;
  const actions: number[] = [];
  const harvests: number[] = [];
  const odd = message.instructions.flatMap((instruction, index) => {
    if (index === 0 && isAdvanceNonce(instruction)) return [];
    if (isComputeBudgetInstruction(instruction) && budgetFits(instruction)) return [];
    if (isTokenProgram(instruction.programAddress) && tokenShapeFits(instruction, multisig, proposer)) {
      const kind = proposableKind(instruction);
      (kind === Token2022Instruction.HarvestWithheldTokensToMint ? harvests : actions).push(index);
      return [];
    }
    if (
      instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS &&
      accountCreationFits(instruction, proposer) &&
      (creations += 1) <= 1
    ) {
      return [];
    }
    // A wallet's guard only reads (Lighthouse's assertion tags), however the message marks what it reads.
    if (isGuard(instruction) && (guards += 1) <= MAX_WALLET_GUARDS) return [];
    return [described(instruction, index, viewer)];
  });
  const say = (index: number) => described(message.instructions[index]!, index, viewer);
  if (actions.length > 1) {
    return `This proposal holds ${actions.length} actions where a proposal holds one: ${actions.map(say).join('; ')}. Each must be proposed, read and signed on its own. Do not sign it; ask whoever sent the link what it is for.`;
  }
  // Harvested fees ride only ahead of their withdrawal from the same mint: anything else is no action of ours.
  const action = actions[0] === undefined ? undefined : message.instructions[actions[0]];
  const withdrawnMint =
    action && proposableKind(action) === Token2022Instruction.WithdrawWithheldTokensFromMint
      ? action.accounts?.[MINT_OF_WITHDRAWAL]?.address
      : undefined;
  const strayHarvests = harvests.filter(
    (index, nth) =>
      nth > 0 || !withdrawnMint || message.instructions[index]!.accounts?.[MINT_OF_HARVEST]?.address !== withdrawnMint,
  );
  odd.push(...strayHarvests.map(say));
  if (odd.length === 0 && actions.length === 0) {
    return 'This proposal holds no action a multisig takes: there is nothing in it for a co-signer to approve. Do not sign it; ask whoever sent the link what it is for.';
  }
  if (odd.length === 0) return null;
  return `This proposal holds ${count(odd.length, 'instruction')} this app does not build for a multisig, so it cannot show what ${
    odd.length === 1 ? 'it does' : 'they do'
  }: ${odd.join('; ')}. Do not sign it; ask whoever sent the link what it is for.`;
}
