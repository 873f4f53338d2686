import { AccountRole, isSignerRole, type Address, type Instruction } from '@solana/kit';
import type { PlannedAction, ProposeAction } from '../../contract';
import { chooseSigners, innerAction, proposalRefusals, refuseUnproposable } from '../../proposal-rules';
import { programAddress, programName } from '../read/token-programs';
import type { ActionPlan, PlanAction } from '../actions/action-plan';
import type { SolanaContext } from '../context';
import { parseAddress } from '../parse-address';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';
import { readPlanMint } from '../actions/token-actions/plan-mint';
import { getMultisig } from './multisig-account';

/**
 * The instructions made to act through a multisig: in each token instruction the multisig stands as the
 * authority, a plain account, followed by the signers who sign for it (where it also stands as an account
 * the instruction writes, a multisig's own rent withdrawn, that place keeps its role); anywhere else (an
 * account's rent) the proposer pays, since a multisig holds no key.
 */
export function throughMultisig(
  instructions: readonly Instruction[],
  multisig: Address,
  signers: readonly Address[],
  payer: Address,
): Instruction[] {
  return instructions.map((instruction) => {
    const accounts = instruction.accounts ?? [];
    if (!accounts.some((meta) => meta.address === multisig)) return instruction;
    if (instruction.programAddress === TOKEN_PROGRAM || instruction.programAddress === TOKEN_2022_PROGRAM) {
      return {
        ...instruction,
        accounts: [
          ...accounts.map((meta) =>
            meta.address === multisig && isSignerRole(meta.role)
              ? { address: multisig, role: AccountRole.READONLY }
              : meta,
          ),
          ...signers.map((address) => ({ address, role: AccountRole.READONLY_SIGNER })),
        ],
      };
    }
    // Where the multisig would sign (pay an account's rent), the proposer does; as a plain account (an
    // associated account's owner) it stays.
    return {
      ...instruction,
      accounts: accounts.map((meta) =>
        meta.address === multisig && isSignerRole(meta.role) ? { address: payer, role: meta.role } : meta,
      ),
    };
  });
}

/**
 * A proposal's plan: the action planned with the multisig as its authority, made to act through the
 * chosen signers, on the wallet's durable nonce. A mint with no destination goes to the proposer.
 */
export async function planProposal(
  ctx: SolanaContext,
  owner: Address,
  input: ProposeAction,
  planInner: PlanAction<PlannedAction>,
  signal?: AbortSignal,
): Promise<ActionPlan> {
  refuseUnproposable(input.action);
  const multisig = await getMultisig(ctx, input.multisig);
  const signers = chooseSigners(
    multisig,
    owner,
    input.signers?.map((signer) => parseAddress(signer, 'A signer')),
  );
  const nonce = { account: parseAddress(input.nonce, 'The nonce account'), authority: owner };
  const inner = innerAction(input.action, owner);
  const multisigKey = multisig.address as Address;
  // Reclaimed rent moves SOL, not a token: there is no mint to read, and its preview is its SOL changes.
  const read = inner.kind === 'reclaim-rent' ? null : await readPlanMint(ctx, inner.mint);
  if (read && read.programId !== programAddress(multisig.program)) {
    throw proposalRefusals.otherProgram(multisig.program, programName(read.programId)!);
  }
  const plan = await planInner(ctx, multisigKey, inner, signal);
  return {
    ...plan,
    instructions: throughMultisig(plan.instructions, multisigKey, signers as Address[], owner),
    // Co-signers decide on what it changes: a mint's supply is watched too.
    ...(read && { watch: plan.watch ?? [read.watched], mint: plan.mint ?? read.mint }),
    nonce,
  };
}
