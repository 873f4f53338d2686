// An attacker's proposal, for tests: a real proposal link (a mint through a multisig that names the
// victim as a signer) with instructions added after it that drain the victim, re-signed by the attacker.
// This is what a link from a stranger can carry; the app must refuse it before the victim signs.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  getApproveInstruction,
  getSetAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createNoopSigner,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { decodeProposalLink, encodeProposalLink } from '@/data-source/proposal-link';
import { throughMultisig } from '@/data-source/solana/multisig/propose';
import { sendAndPoll } from './send-raw';

/**
 * Issue 43's rider: the mint authority handed from the multisig to the attacker, through the multisig as the
 * app builds its own actions, to ride behind an honest "Mint 1".
 */
export function mintAuthorityTo(
  mint: Address,
  multisig: Address,
  signers: readonly Address[],
  attacker: Address,
): Instruction[] {
  return throughMultisig(
    [
      getSetAuthorityInstruction(
        {
          owned: mint,
          owner: createNoopSigner(multisig),
          authorityType: AuthorityType.MintTokens,
          newAuthority: attacker,
        },
        { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
      ),
    ],
    multisig,
    signers,
    attacker,
  );
}

/** Every lamport of `payer` moved to `stash` (its fee paid from them): a fee payer left without SOL. */
export async function emptyFeePayer(rpcUrl: string, payer: KeyPairSigner, stash: KeyPairSigner) {
  const { value: lamports } = await createSolanaRpc(rpcUrl)
    .getBalance(payer.address, { commitment: 'confirmed' })
    .send();
  const { err } = await sendAndPoll(
    rpcUrl,
    [getTransferSolInstruction({ source: payer, destination: stash.address, amount: lamports - 5_000n })],
    [payer],
  );
  if (err) throw new Error(`emptying the fee payer failed: ${JSON.stringify(err)}`);
}

/** The mint's authority as the chain holds it now. */
export async function mintAuthorityOf(rpcUrl: string, mint: Address): Promise<string | null> {
  const { value } = await createSolanaRpc(rpcUrl)
    .getAccountInfo(mint, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  const data = value?.data as { parsed?: { info?: { mintAuthority?: string | null } } } | undefined;
  return data?.parsed?.info?.mintAuthority ?? null;
}
/** The drain a "Mint 1,000" link hid in issue 30: the victim's SOL to the attacker, and a delegate over their tokens. */
export function drainOf(
  victim: Address,
  attacker: Address,
  { lamports, tokenAccount }: { lamports: bigint; tokenAccount?: Address },
) {
  const owner = createNoopSigner(victim);
  const instructions: Instruction[] = [
    getTransferSolInstruction({ source: owner, destination: attacker, amount: lamports }),
  ];
  if (tokenAccount) {
    instructions.push(
      getApproveInstruction(
        { source: tokenAccount, delegate: attacker, owner, amount: 2n ** 64n - 1n },
        { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
      ),
    );
  }
  return instructions;
}

/** The link's transaction with `extra` appended, signed anew by the attacker (its proposer): a valid link. */
export async function withInstructions(
  link: string,
  extra: readonly Instruction[],
  attacker: KeyPairSigner,
): Promise<string> {
  const data = decodeProposalLink(link);
  const transaction = getTransactionDecoder().decode(data.wire);
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(transaction.messageBytes));
  const grown = compileTransaction(appendTransactionMessageInstructions(extra, message));
  const signed = await partiallySignTransaction([attacker.keyPair], grown);
  return encodeProposalLink({ ...data, wire: new Uint8Array(getTransactionEncoder().encode(signed)) });
}
