import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction, type Transaction } from '@solana/web3.js';
import type { Cluster } from '@/entities/cluster/model';
import type { DataSource, WalletSigner } from '@/entities/data-source/model';
import { createSolanaDataSource } from '@/entities/data-source/solana';
import { startLocalnet, type Localnet } from '../../../localnet/index';

export interface TestChain {
  rpcUrl: string;
  /** A data source for the chain, with every HTTP request it makes counted. */
  dataSource: DataSource;
  requests: { count: number; bodies: string[] };
  /** The chain's fault injection (dropped sends, 429s...), for the reliability tests. */
  setFaults: Localnet['setFaults'];
  stop(): Promise<void>;
}

/** A fresh local chain on a free port with its own ledger folder, stopped (and removed) by `stop`. */
export async function startTestChain(options: { slotMs?: number } = {}): Promise<TestChain> {
  const ledgerDir = mkdtempSync(join(tmpdir(), 'stm-integration-'));
  const localnet = await startLocalnet({ port: 0, ledgerDir, quiet: true, ...options });
  const requests = { count: 0, bodies: [] as string[] };
  const countingFetch: typeof fetch = (input, init) => {
    requests.count += 1;
    requests.bodies.push(typeof init?.body === 'string' ? init.body : '');
    return fetch(input, init);
  };
  const cluster: Cluster = {
    id: 'localnet',
    label: 'Localnet',
    endpoint: localnet.rpcUrl,
    airdrop: true,
    burnerWallet: true,
  };
  const dataSource = createSolanaDataSource(cluster, { fetch: countingFetch, pollIntervalMs: 200 });
  return {
    rpcUrl: localnet.rpcUrl,
    dataSource,
    requests,
    setFaults: (faults) => localnet.setFaults(faults),
    async stop() {
      await localnet.close();
      rmSync(ledgerDir, { recursive: true, force: true });
    },
  };
}

/** What a wallet adapter does with a local key: sign, never send. */
export function keypairSigner(keypair: Keypair): WalletSigner & { signed: number } {
  const signer = {
    address: keypair.publicKey.toBase58(),
    signed: 0,
    async signTransaction<T extends Transaction | VersionedTransaction>(transaction: T): Promise<T> {
      signer.signed += 1;
      if (transaction instanceof VersionedTransaction) transaction.sign([keypair]);
      else transaction.partialSign(keypair);
      return transaction;
    },
  };
  return signer;
}

/** A wallet whose user clicks "Reject". */
export function rejectingSigner(keypair: Keypair): WalletSigner {
  return {
    address: keypair.publicKey.toBase58(),
    async signTransaction() {
      const error = new Error('User rejected the request.');
      error.name = 'WalletSignTransactionError';
      throw error;
    },
  };
}

/** A new wallet with SOL from the chain's faucet, through the data source's own airdrop. */
export async function fundedWallet(chain: TestChain, sol = 10): Promise<Keypair> {
  const keypair = Keypair.generate();
  await chain.dataSource.requestAirdrop(keypair.publicKey.toBase58(), BigInt(sol * LAMPORTS_PER_SOL));
  return keypair;
}
