// `npm run localnet`: the local chain as a process. Flags are documented in localnet/README.md.
import { parseArgs } from 'node:util';
import { startLocalnet } from './index';
import type { Faults } from './faults';
import { MAINNET_LIKE as M } from './mainnet-like';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8899' },
    ledger: { type: 'string', default: '.localnet' },
    reset: { type: 'boolean', default: false },
    // No default here: 400 ms, or the mainnet-like profile's 200 ms, when not given.
    'slot-ms': { type: 'string' },
    'finality-depth': { type: 'string' },
    'latency-ms': { type: 'string' },
    'error-rate': { type: 'string' },
    'rate-limit-rate': { type: 'string' },
    'retry-after': { type: 'string' },
    'drop-rate': { type: 'string' },
    'send-error-rate': { type: 'string' },
    'ws-refused': { type: 'boolean' },
    congestion: { type: 'boolean' },
    'mainnet-like': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'allow-origin': { type: 'string', multiple: true },
    'indexed-history': { type: 'boolean', default: false },
    'lamports-per-byte': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Usage: tsx localnet/main.ts [--port 8899] [--ledger .localnet] [--reset] [--slot-ms 400 (200 mainnet-like)]
  [--finality-depth 32] [--latency-ms N] [--error-rate 0..1] [--rate-limit-rate 0..1] [--retry-after S]
  [--drop-rate 0..1] [--send-error-rate 0..1] [--ws-refused] [--congestion] [--mainnet-like] [--quiet]
  [--allow-origin https://origin.example ...] [--lamports-per-byte 5080]

  --mainnet-like  the public mainnet endpoint's limits (${M.requestsPerWindow} calls, ${M.methodRequestsPerWindow} of one method, per IP per ${M.windowMs / 1000} s;
                  batches of at most ${M.maxBatch}), its refusals (getProgramAccounts, getTokenLargestAccounts),
                  its pace (${M.slotMs} ms slots, ${M.blockUnits.toLocaleString('en')} units a block, ${M.accountUnits.toLocaleString('en')} a writable account)
                  and congestion on at start
  --congestion    sends wait for block space: a priority fee above each slot's clearing price lands
  --lamports-per-byte  rent a byte (default 5080, today's mainnet; 6960 was the rate before SIMD-0437's step 2)
  --allow-origin  a web origin besides this computer's pages that may call the chain (repeatable); requests
                  must name this computer in Host (localhost, 127.0.0.1) whatever their origin`);
  process.exit(0);
}

function num(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} must be a non-negative number, got "${value}"`);
    process.exit(2);
  }
  return n;
}

const faults: Partial<Faults> = Object.fromEntries(
  Object.entries({
    latencyMs: num('latency-ms', values['latency-ms']),
    errorRate: num('error-rate', values['error-rate']),
    rateLimitRate: num('rate-limit-rate', values['rate-limit-rate']),
    retryAfterSeconds: num('retry-after', values['retry-after']),
    dropRate: num('drop-rate', values['drop-rate']),
    sendErrorRate: num('send-error-rate', values['send-error-rate']),
    wsRefused: values['ws-refused'],
    congestion: values.congestion,
  }).filter(([, v]) => v !== undefined),
);

const localnet = await startLocalnet({
  port: num('port', values.port),
  ledgerDir: values.ledger,
  reset: values.reset,
  slotMs: num('slot-ms', values['slot-ms']),
  finalityDepth: num('finality-depth', values['finality-depth']),
  faults,
  mainnetLike: values['mainnet-like'],
  quiet: values.quiet,
  allowedOrigins: values['allow-origin'] ?? [],
  indexedHistory: values['indexed-history'],
  lamportsPerByte: num('lamports-per-byte', values['lamports-per-byte']),
}).catch((e: Error) => {
  console.error(`Could not start the local chain: ${e.message}`);
  process.exit(1);
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  if (!values.quiet) console.log(`\n${signal}: stopping the local chain (ledger kept).`);
  // The ledger is durable whatever happens, so a close that hangs must not keep the process alive.
  setTimeout(() => process.exit(0), 3000).unref();
  void localnet.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
