import {
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { PublicKey, type AccountInfo } from '@solana/web3.js';
import type { ActionResult, OnStage, SendTokensInput, WalletSigner } from '../../model';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { programName } from '../read/token-programs';
import { signAndSend } from '../send/send-transaction';
import { assertU64, parseAddress } from './amount-limits';

/**
 * The mint, its program and the owner's account the tokens leave from. One request reads the mint and
 * the owner's associated account under both programs, since the program is not known before.
 */
async function readSendSource(ctx: SolanaContext, owner: PublicKey, mintKey: PublicKey) {
  const candidates = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
    getAssociatedTokenAddressSync(mintKey, owner, true, programId),
  );
  const [mintInfo, ...associated] = await ctx.connection.getMultipleAccountsInfo([mintKey, ...candidates], 'confirmed');
  if (!mintInfo || !programName(mintInfo.owner.toBase58())) {
    throw new Error(`No token mint exists at ${mintKey.toBase58()} on ${ctx.cluster.label}.`);
  }
  const programId = mintInfo.owner;
  const mint = unpackMint(mintKey, mintInfo, programId);
  const index = programId.equals(TOKEN_PROGRAM_ID) ? 0 : 1;
  if (associated[index]) return { mint, programId, source: candidates[index]! };
  // No associated account: the owner may hold the tokens in another account of the same mint.
  const { value } = await ctx.connection.getTokenAccountsByOwner(owner, { mint: mintKey }, 'confirmed');
  const fullest = value
    .map(({ pubkey, account }: { pubkey: PublicKey; account: AccountInfo<Buffer> }) => ({
      pubkey,
      amount: unpackAccount(pubkey, account, programId).amount,
    }))
    .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))[0];
  if (!fullest) throw new Error('This wallet holds no account of this token.');
  return { mint, programId, source: fullest.pubkey };
}

export async function sendTokens(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: SendTokensInput,
  onStage?: OnStage,
): Promise<ActionResult> {
  onStage?.('building');
  assertU64(input.amount, 'The amount', false);
  const owner = new PublicKey(signer.address);
  const mintKey = parseAddress(input.mint, 'The token address');
  const recipient = parseAddress(input.recipient, 'The recipient');
  const { mint, programId, source } = await readSendSource(ctx, owner, mintKey);
  const instructions = buildSendTokensInstructions({
    owner,
    source,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    recipient,
    amount: input.amount,
  });
  const signature = await signAndSend(ctx, { signer, instructions, action: 'send', onStage });
  return { signature };
}
