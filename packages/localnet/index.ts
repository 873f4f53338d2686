// Entry point for code that embeds the local chain (tests, the bench, main.ts).
import type { Server } from 'node:http';
import { Chain } from './chain/chain';
import { faultProblem, type Faults } from './faults';
import { mainnetLikeOf, type MainnetLike } from './mainnet-like';
import { createServers, createWsListener } from './server';

export type { Faults } from './faults';
export { DEFAULT_LAMPORTS_PER_BYTE, DEFAULT_SLOT_MS, EARLIER_LAMPORTS_PER_BYTE } from './chain/chain-options';
export { benchLocalnet, type LocalnetBench } from './bench';
export { MAINNET_LIKE, type MainnetLike } from './mainnet-like';

export interface LocalnetOptions {
  /** HTTP port; 0 picks a free pair of ports (HTTP p, WebSocket p + 1). Default 8899. */
  port?: number;
  /** WebSocket port; default port + 1, which is where web3.js Connection looks for it. */
  wsPort?: number;
  ledgerDir: string;
  reset?: boolean;
  /** Slot time; default 400 ms, or the mainnet-like profile's 200 ms. */
  slotMs?: number;
  /** Slots between confirmed and finalized; default 32 like a validator. */
  finalityDepth?: number;
  faults?: Partial<Faults>;
  /** The public mainnet endpoint's limits and refusals, and congestion on at start (README). */
  mainnetLike?: boolean | Partial<MainnetLike>;
  /** Seeds congestion's clearing prices, for a repeatable run; default random. */
  congestionSeed?: number;
  quiet?: boolean;
  /** Web origins besides this computer's own pages that may call the chain (`--allow-origin`). */
  allowedOrigins?: string[];
  /** Answer getTransactionsForAddress as history-indexing providers do (`--indexed-history`). */
  indexedHistory?: boolean;
  /** Rent in lamports a byte; default today's mainnet's 5,080 (`--lamports-per-byte 6960` for the earlier). */
  lamportsPerByte?: number;
  /** Seconds between performance samples; a validator's 60 by default (tests shorten it). */
  performanceSampleSecs?: number;
}

export interface Localnet {
  rpcUrl: string;
  wsUrl: string;
  faucet: string;
  close(): Promise<void>;
  setFaults(f: Partial<Faults>): void;
}

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

const closeServer = (s: Server) =>
  new Promise<void>((r) => {
    s.closeAllConnections?.();
    s.close(() => r());
  });

export async function startLocalnet(options: LocalnetOptions): Promise<Localnet> {
  const problem = options.faults ? faultProblem(options.faults as Record<string, unknown>) : null;
  if (problem) throw new Error(`Invalid fault option: ${problem}`);
  const mainnetLike = mainnetLikeOf(options.mainnetLike);
  const chain = new Chain({
    ...options,
    slotMs: options.slotMs ?? mainnetLike?.slotMs,
    blockUnits: mainnetLike?.blockUnits,
    accountUnits: mainnetLike?.accountUnits,
  });
  const faults = mainnetLike ? { congestion: true, ...options.faults } : (options.faults ?? {});
  const origins = options.allowedOrigins ?? [];
  const { http, ws, control } = createServers(chain, faults, mainnetLike, origins, options.indexedHistory ?? false);
  const wsServer = createWsListener(ws, () => control.faults.wsRefused, origins);
  let port: number;
  let wsPort: number;
  try {
    if ((options.port ?? 8899) === 0 && options.wsPort === undefined) {
      // Ephemeral HTTP port, then its neighbour for WebSocket; retry when the neighbour is taken.
      for (let attempt = 0; ; attempt++) {
        port = await listen(http, 0);
        try {
          wsPort = await listen(wsServer, port + 1);
          break;
        } catch (e) {
          await closeServer(http);
          if (attempt >= 20) throw e;
        }
      }
    } else {
      port = await listen(http, options.port ?? 8899);
      wsPort = await listen(wsServer, options.wsPort ?? port + 1);
    }
  } catch (e) {
    chain.close();
    await closeServer(http).catch(() => {});
    throw e;
  }
  chain.start();
  const rpcUrl = `http://${HOST}:${port}`;
  const wsUrl = `ws://${HOST}:${wsPort!}`;
  const faucet = chain.faucet.publicKey.toBase58();
  for (const line of chain.skippedLedgerLines) {
    console.warn(
      `Local chain: line ${line} of ${options.ledgerDir}/transactions.log could not be read and was skipped; every other record was kept.`,
    );
  }
  if (!options.quiet) {
    console.log(`Local chain (LiteSVM) ledger: ${options.ledgerDir}, slot ${chain.slot}`);
    console.log(`JSON-RPC URL: ${rpcUrl}`);
    console.log(`WebSocket URL: ${wsUrl}`);
    console.log(`Faucet: ${faucet} (requestAirdrop any amount up to 1,000,000 SOL)`);
    if (mainnetLike)
      console.log(`Mainnet-like: ${JSON.stringify(mainnetLike)}, congestion ${faults.congestion ? 'on' : 'off'}`);
  }
  let closed: Promise<void> | null = null;
  return {
    rpcUrl,
    wsUrl,
    faucet,
    setFaults: (f) => {
      const p = faultProblem(f as Record<string, unknown>);
      if (p) throw new Error(`Invalid fault: ${p}`);
      control.setFaults(f);
    },
    close: () => {
      closed ??= (async () => {
        await control.close();
        await Promise.all([closeServer(http), closeServer(wsServer)]);
        chain.close();
      })();
      return closed;
    },
  };
}
