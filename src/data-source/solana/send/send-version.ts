import {
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageConfig,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
} from '@solana/kit';
import type { TransactionVersion } from '@/entities/wallet/model';
import { isAppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../context';

/** Any blockhash will do: the probe is read, never run as a transaction that could land. */
const ANY_BLOCKHASH = { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n };

/**
 * Whether the node takes a v1 transaction at all: a v1 message with nothing in it, simulated. A node that
 * knows the format reads it and answers (whatever its verdict); one that does not refuses it as bytes it
 * cannot deserialize (-32602). Anything else says nothing about the node: asked again next time.
 */
async function nodeTakesV1(ctx: SolanaContext, feePayer: Address): Promise<boolean> {
  const probe = compileTransaction(
    pipe(
      createTransactionMessage({ version: 1 }),
      (m) => setTransactionMessageConfig({ computeUnitLimit: 1, loadedAccountsDataSizeLimit: 1 }, m),
      (m) => setTransactionMessageFeePayer(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(ANY_BLOCKHASH, m),
    ),
  );
  try {
    await ctx.rpc
      .simulateTransaction(getBase64EncodedWireTransaction(probe), {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
      })
      .send();
    return true;
  } catch (error) {
    if (isAppError(error, 'rpc') && error.details.rpc?.code === -32602) return false;
    throw error;
  }
}

/**
 * The version a transaction is built in: what the wallet signs, but v1 only where this node takes v1 (asked
 * once per data source); otherwise v0, which every wallet that lists v1 signs too.
 */
export async function sendVersion(
  ctx: SolanaContext,
  feePayer: Address,
  wanted: TransactionVersion | undefined,
): Promise<TransactionVersion> {
  if (wanted !== 1) return wanted ?? 0;
  ctx.takesV1 ??= nodeTakesV1(ctx, feePayer).catch((error: unknown) => {
    ctx.takesV1 = undefined;
    throw error;
  });
  return (await ctx.takesV1) ? 1 : 0;
}
