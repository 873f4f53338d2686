import {
  createSolanaRpc,
  generateKeyPairSigner,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMintInstruction,
  getMintSize,
  getMintToInstruction,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import { sendAndPoll } from './send-raw';

export interface ScriptMint {
  /** The mint's extensions: they size the account. */
  extensions: ExtensionArgs[];
  /** Initializes them, before the mint itself. */
  setup: (mint: Address) => Instruction[];
  /** Runs once the supply is minted (a pause, say). */
  after?: (mint: Address) => Instruction[];
  decimals?: number;
  /** Raw units minted to `holder`'s associated account. */
  supply?: bigint;
  /** Who receives the supply; the owner by default. */
  holder?: Address;
}

/**
 * A Token-2022 mint made the way another tool would (not by the app): its extensions, the owner as mint
 * authority, and the supply in the holder's associated account. The owner pays and signs.
 */
export async function scriptMint(rpcUrl: string, owner: KeyPairSigner, spec: ScriptMint): Promise<Address> {
  const mint = await generateKeyPairSigner();
  const space = getMintSize(spec.extensions);
  const holder = spec.holder ?? owner.address;
  const [account] = await findAssociatedTokenPda({
    owner: holder,
    mint: mint.address,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  const rent = await createSolanaRpc(rpcUrl)
    .getMinimumBalanceForRentExemption(BigInt(space), { commitment: 'confirmed' })
    .send();
  const { err } = await sendAndPoll(
    rpcUrl,
    [
      getCreateAccountInstruction({
        payer: owner,
        newAccount: mint,
        space,
        lamports: rent,
        programAddress: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      ...spec.setup(mint.address),
      getInitializeMintInstruction({ mint: mint.address, decimals: spec.decimals ?? 0, mintAuthority: owner.address }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: account,
        owner: holder,
        mint: mint.address,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getMintToInstruction(
        { mint: mint.address, token: account, mintAuthority: owner, amount: spec.supply ?? 100n },
        { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
      ),
      ...(spec.after?.(mint.address) ?? []),
    ],
    [owner, mint],
  );
  if (err) throw new Error(`the script's mint was refused: ${JSON.stringify(err)}`);
  return mint.address;
}
