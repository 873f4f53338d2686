import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  ExtensionType,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TYPE_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token';
import { createInitializeInstruction, pack } from '@solana/spl-token-metadata';
import { PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';

export interface CreateTokenPlan {
  owner: PublicKey;
  /** The new mint's address (a fresh keypair that co-signs the transaction). */
  mint: PublicKey;
  name: string;
  symbol: string;
  decimals: number;
  initialSupply: bigint;
  /** Rent-exempt minimum for `createTokenSizes(...).funded` bytes. */
  mintLamports: number;
}

/**
 * `allocated`: what createAccount allocates — only the metadata pointer, because InitializeMint
 * rejects an account longer than its extensions. `funded`: what the account grows to once the
 * metadata instruction reallocates it; the rent must already be there, as the program takes none.
 */
export function createTokenSizes(plan: Pick<CreateTokenPlan, 'owner' | 'mint' | 'name' | 'symbol'>) {
  const allocated = getMintLen([ExtensionType.MetadataPointer]);
  const metadata = pack({
    updateAuthority: plan.owner,
    mint: plan.mint,
    name: plan.name,
    symbol: plan.symbol,
    uri: '',
    additionalMetadata: [],
  });
  return { allocated, funded: allocated + TYPE_SIZE + LENGTH_SIZE + metadata.length };
}

/** One transaction: Token-2022 mint with on-mint metadata, the owner's associated account, the initial supply. */
export function buildCreateTokenInstructions(plan: CreateTokenPlan): TransactionInstruction[] {
  const { owner, mint } = plan;
  const programId = TOKEN_2022_PROGRAM_ID;
  const ownerAccount = getAssociatedTokenAddressSync(mint, owner, false, programId, ASSOCIATED_TOKEN_PROGRAM_ID);
  const instructions = [
    SystemProgram.createAccount({
      fromPubkey: owner,
      newAccountPubkey: mint,
      space: createTokenSizes(plan).allocated,
      lamports: plan.mintLamports,
      programId,
    }),
    // The pointer must precede InitializeMint; it points at the mint itself.
    createInitializeMetadataPointerInstruction(mint, owner, mint, programId),
    createInitializeMintInstruction(mint, plan.decimals, owner, null, programId),
    createInitializeInstruction({
      programId,
      metadata: mint,
      updateAuthority: owner,
      mint,
      mintAuthority: owner,
      name: plan.name,
      symbol: plan.symbol,
      uri: '',
    }),
    createAssociatedTokenAccountIdempotentInstruction(owner, ownerAccount, owner, mint, programId),
  ];
  if (plan.initialSupply > 0n) {
    instructions.push(createMintToInstruction(mint, ownerAccount, owner, plan.initialSupply, [], programId));
  }
  return instructions;
}
