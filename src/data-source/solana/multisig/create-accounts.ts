import { createNoopSigner, generateKeyPairSigner } from '@solana/kit';
import {
  getCreateAccountInstruction,
  getInitializeNonceAccountInstruction,
  SYSTEM_PROGRAM_ADDRESS,
} from '@solana-program/system';
import { getInitializeMultisig2Instruction } from '@solana-program/token-2022';
import { firstMultisigIssue } from '@/entities/multisig/lib/multisig-rules';
import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import { rentExemptLamports } from '../../fee-rules';
import type { PlanAction } from '../actions/action-plan';
import { parseAddress } from '../parse-address';
import { readAccounts } from '../read/read-mints';
import { programAddress } from '../read/token-programs';
import { NONCE_ACCOUNT_BYTES } from '../send/nonce-account';
import { MULTISIG_BYTES, rememberedMultisigs } from './multisig-account';
import { rememberedNonces } from './nonce-accounts';

/**
 * A new multisig account of the chosen token program, rent paid by the wallet. Each signer is checked
 * first (an address the chain says is a program can never sign).
 */
export const planCreateMultisig: PlanAction<ChainActionOf<'create-multisig'>> = async (ctx, owner, input) => {
  const issue = firstMultisigIssue(input.signers, input.threshold);
  if (issue) throw new AppError('invalid', issue);
  const signers = input.signers.map((signer) => parseAddress(signer.trim(), 'A signer'));
  const accounts = await readAccounts(ctx, signers);
  const program = accounts.findIndex((account) => account?.executable);
  if (program >= 0) {
    throw new AppError('invalid', `Signer ${program + 1}: ${signers[program]} is a program, which can never sign.`);
  }
  const multisig = await generateKeyPairSigner();
  const tokenProgram = programAddress(input.program);
  const lamports = rentExemptLamports(await ctx.rent({ fresh: true }), MULTISIG_BYTES);
  return {
    instructions: [
      getCreateAccountInstruction({
        payer: createNoopSigner(owner),
        newAccount: multisig,
        lamports,
        space: MULTISIG_BYTES,
        programAddress: tokenProgram,
      }),
      getInitializeMultisig2Instruction(
        { multisig: multisig.address, m: input.threshold, signers },
        { programAddress: tokenProgram },
      ),
    ],
    coSigners: [multisig],
    rentLamports: lamports,
    newAccount: { address: multisig.address, list: rememberedMultisigs },
  };
};

/** A new durable nonce account, the wallet its authority and rent payer. */
export const planCreateNonce: PlanAction<ChainActionOf<'create-nonce'>> = async (ctx, owner) => {
  const nonce = await generateKeyPairSigner();
  const lamports = rentExemptLamports(await ctx.rent({ fresh: true }), NONCE_ACCOUNT_BYTES);
  return {
    instructions: [
      getCreateAccountInstruction({
        payer: createNoopSigner(owner),
        newAccount: nonce,
        lamports,
        space: NONCE_ACCOUNT_BYTES,
        programAddress: SYSTEM_PROGRAM_ADDRESS,
      }),
      getInitializeNonceAccountInstruction({ nonceAccount: nonce.address, nonceAuthority: owner }),
    ],
    coSigners: [nonce],
    rentLamports: lamports,
    newAccount: { address: nonce.address, list: rememberedNonces },
  };
};
