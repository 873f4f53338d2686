// A proposal said instruction by instruction, from its own bytes: what each does, to which account, and
// whose that account is. It stands whether or not the transaction would work today, so a failing simulation
// never hides what a signature would approve.
import {
  parseSetComputeUnitLimitInstruction,
  parseSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { ComputeBudgetInstruction, identifyComputeBudgetInstruction } from '@solana-program/compute-budget';
import { parseAdvanceNonceAccountInstruction } from '@solana-program/system';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseToken2022Instruction,
} from '@solana-program/token-2022';
import { isSignerRole, isWritableRole, type AccountMeta, type Address, type Instruction } from '@solana/kit';
import type { ProposalStep, StepAccount } from '@/entities/multisig/model';
import { formatAmount } from '@/shared/lib/amount';
import type { MintLabel } from '../context';
import { programLabel } from '../read/known-programs';
import { kindOf } from '../read/inspect-address';
import { decodeTokenAccount, type RawAccount } from '../read/raw-account';
import { isAdvanceNonce, isComputeBudgetInstruction } from '../send/read-message';
import { decodeNonceAccount } from '../send/nonce-account';
import { isGuard } from '../send/wallet-guards';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';
import { describeInstruction } from './describe-proposal';

export interface Parties {
  viewer?: string;
  proposer: string;
  multisig: string;
}

/** Programs and sysvars an instruction names to run, not to act on: left out of its accounts. */
const PLUMBING = /^(systemProgram|tokenProgram|recentBlockhashesSysvar)$/;

/** Names in the programs' clients that say little to a person, in words. */
const ROLE_WORDS: Record<string, string> = {
  owned: 'whose authority changes',
  owner: 'current authority',
  token: 'receiving account',
  ata: 'new account',
  account: 'token account',
};

/** "mintAuthority" → "mint authority". */
const roleWords = (name: string, words: Record<string, string>) =>
  words[name] ?? name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/**
 * Whose each account is, as a co-signer needs to know before signing: a token account by its owner (read
 * from the chain, or the owner it is created for in this very transaction), any other by itself.
 */
export function ownership(
  instructions: readonly Instruction[],
  accounts: ReadonlyMap<Address, RawAccount | null>,
  labels: ReadonlyMap<string, MintLabel>,
  { viewer, proposer, multisig }: Parties,
) {
  const createdFor = new Map<string, string>();
  for (const instruction of instructions) {
    if (instruction.programAddress !== ASSOCIATED_TOKEN_PROGRAM_ADDRESS) continue;
    const [, ata, owner] = instruction.accounts ?? [];
    if (ata && owner) createdFor.set(ata.address, owner.address);
  }
  const party = (address: string) =>
    address === viewer
      ? 'yours'
      : address === proposer
        ? 'the proposer’s'
        : address === multisig
          ? 'the multisig’s'
          : null;
  const ownerOf = (account: string): string | undefined => {
    const raw = accounts.get(account as Address) ?? null;
    return kindOf(raw) === 'token-account' ? decodeTokenAccount(raw!).owner : createdFor.get(account);
  };
  const whose = (address: string): string | null => {
    const raw = accounts.get(address as Address) ?? null;
    if (kindOf(raw) === 'mint') {
      const symbol = labels.get(address)?.symbol;
      return symbol ? `the token ${symbol}` : 'a token';
    }
    if (address === multisig) return 'the multisig';
    // A nonce account is its authority's: the one who may advance it (withdraw a proposal) or close it.
    const nonceAuthority = decodeNonceAccount(raw)?.authority;
    if (nonceAuthority) return party(nonceAuthority) ?? `held by ${nonceAuthority}`;
    const owner = ownerOf(address);
    if (owner) return party(owner) ?? `owned by ${owner}`;
    return party(address);
  };
  return { ownerOf, whose };
}

/**
 * The accounts of a parsed instruction, by their names in its program's client, without its plumbing; those
 * after the named ones (a multisig's signers, the holders' accounts a harvest reads) by what they do.
 */
function namedAccounts(
  instruction: Instruction,
  parsed: { accounts: Record<string, AccountMeta | undefined> },
  whose: (address: string) => string | null,
  words: Record<string, string> = ROLE_WORDS,
): StepAccount[] {
  const named = Object.entries(parsed.accounts).filter((entry): entry is [string, AccountMeta] => !!entry[1]);
  const rest = (instruction.accounts ?? []).slice(named.length);
  const said = (role: string, meta: AccountMeta): StepAccount => ({
    role,
    address: meta.address,
    whose: whose(meta.address),
    written: isWritableRole(meta.role),
  });
  return [
    ...named.filter(([name]) => !PLUMBING.test(name)).map(([name, meta]) => said(roleWords(name, words), meta)),
    ...rest.map((meta) => said(isSignerRole(meta.role) ? 'signs for the multisig' : 'holder’s account', meta)),
  ];
}

/** Each account as the instruction names it, by position, where its program is not one this app reads. */
const accountsByPosition = (instruction: Instruction, whose: (address: string) => string | null): StepAccount[] =>
  (instruction.accounts ?? []).map((meta, index) => ({
    role: `account ${index + 1}`,
    address: meta.address,
    whose: whose(meta.address),
    written: isWritableRole(meta.role),
  }));

type Parser = (instruction: Instruction) => { accounts: Record<string, AccountMeta | undefined> };
const as = (parse: unknown) => parse as Parser;

/** What one instruction does, in words, and on which accounts; the shapes this app builds, and a fallback. */
function stepOf(
  instruction: Instruction,
  index: number,
  labels: ReadonlyMap<string, MintLabel>,
  { ownerOf, whose }: ReturnType<typeof ownership>,
): ProposalStep {
  try {
    if (index === 0 && isAdvanceNonce(instruction)) {
      return {
        what: 'Uses its nonce once: after this lands, no copy of the link can land again',
        accounts: namedAccounts(instruction, as(parseAdvanceNonceAccountInstruction)(instruction), whose),
      };
    }
    if (isComputeBudgetInstruction(instruction) && instruction.data) {
      const kind = identifyComputeBudgetInstruction(instruction.data);
      if (kind === ComputeBudgetInstruction.SetComputeUnitLimit) {
        const { units } = parseSetComputeUnitLimitInstruction(instruction as never).data;
        return { what: `Sets the most compute it may use: ${formatAmount(BigInt(units), 0)} units`, accounts: [] };
      }
      if (kind === ComputeBudgetInstruction.SetComputeUnitPrice) {
        const { microLamports } = parseSetComputeUnitPriceInstruction(instruction as never).data;
        return {
          what: `Sets its priority price: ${formatAmount(BigInt(microLamports), 0)} micro-lamports a compute unit, paid by the proposer`,
          accounts: [],
        };
      }
    }
    if (instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS && instruction.data?.[0] === 1) {
      const parsed = as(parseCreateAssociatedTokenIdempotentInstruction)(instruction);
      const mint = parsed.accounts.mint?.address;
      const symbol = (mint && labels.get(mint)?.symbol) || 'the token';
      return {
        what: `Creates an account of ${symbol} if there is none yet, its rent paid by the payer`,
        accounts: namedAccounts(instruction, parsed, whose, { ata: 'new account', owner: 'its owner' }),
      };
    }
    if (instruction.programAddress === TOKEN_PROGRAM || instruction.programAddress === TOKEN_2022_PROGRAM) {
      const described = describeInstruction(instruction, labels, ownerOf);
      if (described) {
        return {
          what: described.title,
          accounts: namedAccounts(instruction, as(parseToken2022Instruction)(instruction), whose),
        };
      }
    }
    if (isGuard(instruction)) {
      return {
        what: `A wallet’s guard (${programLabel(instruction.programAddress)}): it checks accounts and moves nothing`,
        accounts: accountsByPosition(instruction, whose),
      };
    }
  } catch {
    // Too few accounts or bytes for its kind: said by its program alone, below.
  }
  return {
    what: `An instruction of ${programLabel(instruction.programAddress)} this app does not build for a multisig`,
    accounts: accountsByPosition(instruction, whose),
  };
}

/** Every instruction of a proposal, in order, in words. */
export function proposalSteps(
  instructions: readonly Instruction[],
  accounts: ReadonlyMap<Address, RawAccount | null>,
  labels: ReadonlyMap<string, MintLabel>,
  parties: Parties,
): ProposalStep[] {
  const owners = ownership(instructions, accounts, labels, parties);
  return instructions.map((instruction, index) => stepOf(instruction, index, labels, owners));
}
