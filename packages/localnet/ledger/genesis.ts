// The ledger folder's identity: genesis hash, faucet key, and the last slot reached (so a restart
// continues the clock instead of reusing slots clients have already seen).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import bs58 from 'bs58';
import { Keypair } from '@solana/web3.js';

export interface Genesis {
  genesisHash: string;
  faucetSecretKey: number[];
  createdAt: number;
}

function writeDurably(path: string, text: string) {
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w');
  writeSync(fd, text);
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, path);
}

export function openLedgerDir(dir: string, reset: boolean): Genesis {
  if (reset) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'genesis.json');
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as Genesis;
  const genesis: Genesis = {
    genesisHash: bs58.encode(randomBytes(32)),
    faucetSecretKey: [...Keypair.generate().secretKey],
    createdAt: Date.now(),
  };
  writeDurably(path, JSON.stringify(genesis));
  return genesis;
}

export function readLastSlot(dir: string): number {
  try {
    return (JSON.parse(readFileSync(join(dir, 'clock.json'), 'utf8')) as { slot: number }).slot;
  } catch {
    return 0;
  }
}

/**
 * Written whole or not at all (a temporary file renamed over it), so a crash never leaves a half-written
 * clock that reads as slot 0. Not fsync'd on purpose: it only keeps the clock moving forward; the
 * transaction log is the truth.
 */
export function writeLastSlot(dir: string, slot: number) {
  const path = join(dir, 'clock.json');
  writeFileSync(`${path}.tmp`, JSON.stringify({ slot }));
  renameSync(`${path}.tmp`, path);
}
