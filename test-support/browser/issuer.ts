import { generateKeyPairSigner } from '@solana/kit';
import { createSolanaDataSource } from '@/data-source/solana';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { LOCALNET_CLUSTER } from './chain-rpc';

/** The app's own data source on the e2e local chain, for a script acting beside the browser. */
export const localnet = createSolanaDataSource(LOCALNET_CLUSTER, { pollIntervalMs: 200 });

/**
 * Someone else on the local chain: makes a token (2 decimals, 1,000.00 supply) and gives `owner` some,
 * so that the browser's wallet holds a token it did not create.
 */
export async function issueTokenTo(owner: string, token: { name: string; symbol: string }, amount: bigint) {
  const issuer = await generateKeyPairSigner();
  await localnet.run(null, { kind: 'airdrop', to: issuer.address, lamports: 2_000_000_000n });
  const { mint } = await localnet.run(walletOf(issuer), {
    kind: 'create',
    ...token,
    decimals: 2,
    initialSupply: 100_000n,
  });
  await localnet.run(walletOf(issuer), { kind: 'send', mint, recipient: owner, amount });
  return { mint, issuer: walletOf(issuer) };
}
