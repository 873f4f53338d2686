import { createNoopSigner, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMintInstruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token-2022';

export interface CreateTokenPlan {
  owner: Address;
  /** The new mint: a fresh key pair that co-signs the transaction. */
  mint: TransactionSigner;
  name: string;
  symbol: string;
  decimals: number;
  initialSupply: bigint;
  /** Rent-exempt minimum for `createTokenSizes(...).funded` bytes. */
  mintLamports: bigint;
}

type SizePlan = { owner: Address; mint: Address; name: string; symbol: string };

/**
 * `allocated`: what createAccount allocates — only the metadata pointer, because InitializeMint
 * rejects an account longer than its extensions. `funded`: what the account grows to once the
 * metadata instruction reallocates it; the rent must already be there, as the program takes none.
 */
export function createTokenSizes(plan: SizePlan) {
  const pointer = extension('MetadataPointer', { authority: plan.owner, metadataAddress: plan.mint });
  const metadata = extension('TokenMetadata', {
    updateAuthority: plan.owner,
    mint: plan.mint,
    name: plan.name,
    symbol: plan.symbol,
    uri: '',
    additionalMetadata: new Map(),
  });
  return { allocated: getMintSize([pointer]), funded: getMintSize([pointer, metadata]) };
}

/** One transaction: Token-2022 mint with on-mint metadata, the owner's associated account, the initial supply. */
export async function buildCreateTokenInstructions(plan: CreateTokenPlan): Promise<Instruction[]> {
  const owner = createNoopSigner(plan.owner);
  const mint = plan.mint.address;
  const [ownerAccount] = await findAssociatedTokenPda({
    owner: plan.owner,
    mint,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: owner,
      newAccount: plan.mint,
      space: createTokenSizes({ owner: plan.owner, mint, name: plan.name, symbol: plan.symbol }).allocated,
      lamports: plan.mintLamports,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    // The pointer must precede InitializeMint; it points at the mint itself.
    getInitializeMetadataPointerInstruction({ mint, authority: plan.owner, metadataAddress: mint }),
    getInitializeMintInstruction({ mint, decimals: plan.decimals, mintAuthority: plan.owner, freezeAuthority: null }),
    getInitializeTokenMetadataInstruction({
      metadata: mint,
      updateAuthority: plan.owner,
      mint,
      mintAuthority: owner,
      name: plan.name,
      symbol: plan.symbol,
      uri: '',
    }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: ownerAccount,
      owner: plan.owner,
      mint,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
  ];
  if (plan.initialSupply > 0n) {
    instructions.push(
      getMintToInstruction({ mint, token: ownerAccount, mintAuthority: owner, amount: plan.initialSupply }),
    );
  }
  return instructions;
}
