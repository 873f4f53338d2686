import { unpackAccount } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import type { TokenProgram } from '@/entities/token/model';
import type { SolanaContext } from '../context';
import { toAccountInfo, type RawAccount } from './raw-account';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, programName } from './token-programs';

export interface OwnedTokenAccount {
  address: string;
  mint: string;
  amount: bigint;
  program: TokenProgram;
}

interface KeyedAccount {
  pubkey: string;
  account: RawAccount;
}

/**
 * Every token account of the owner under both token programs, in one HTTP request (a batch of two
 * getTokenAccountsByOwner calls). Raw bytes are unpacked here rather than trusting a node's jsonParsed.
 */
export async function readTokenAccounts(ctx: SolanaContext, owner: string): Promise<OwnedTokenAccount[]> {
  const calls = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) => ({
    method: 'getTokenAccountsByOwner',
    params: [owner, { programId }, { encoding: 'base64', commitment: 'confirmed' }],
  }));
  const results = (await ctx.rpc(calls)) as { value: KeyedAccount[] }[];
  const accounts: OwnedTokenAccount[] = [];
  for (const { pubkey, account } of results.flatMap((result) => result.value)) {
    const program = programName(account.owner);
    if (!program) continue;
    const info = toAccountInfo(account);
    try {
      const unpacked = unpackAccount(new PublicKey(pubkey), info, info.owner);
      accounts.push({ address: pubkey, mint: unpacked.mint.toBase58(), amount: unpacked.amount, program });
    } catch {
      // Not a token account after all (a node answered something odd): leave it out rather than fail the list.
    }
  }
  return accounts;
}
