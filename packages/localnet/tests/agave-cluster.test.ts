// The methods every validator answers about its cluster, in Agave 4.2's shapes, for the one-node cluster the
// chain is (chain/cluster.ts): its identity leads every slot, votes through one vote account with no stake,
// and pays no rewards. Each test names the Agave v4.2 source it follows (anza-xyz/agave, tag v4.2.x).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { approve, createAccount, createMint, mintTo, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { parse } from '../json';
import { rpc, sleep, startTestChain, type TestChain, type Wire } from './support';

let chain: TestChain;
let conn: Connection;
let identity: string;
const payer = Keypair.generate();

const result = async (method: string, params: unknown[] = []) => {
  const res = await rpc(chain.rpcUrl, method, params);
  expect(res.error, method).toBeUndefined();
  return res.result as Wire;
};
const errorOf = async (method: string, params: unknown[]) => (await rpc(chain.rpcUrl, method, params)).error;

beforeAll(async () => {
  chain = await startTestChain();
  conn = new Connection(chain.rpcUrl, 'confirmed');
  await conn.confirmTransaction(await conn.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL));
  identity = (await result('getIdentity')).identity;
});
afterAll(() => chain.dispose());

describe('epochs, counts and the ledger', () => {
  // rpc/src/rpc.rs `get_epoch_schedule`: the genesis EpochSchedule, bare; mainnet's has no warm-up.
  it("getEpochSchedule is mainnet's", async () => {
    expect(await result('getEpochSchedule')).toEqual({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: 432_000,
      slotsPerEpoch: 432_000,
      warmup: false,
    });
  });

  // rpc/src/rpc.rs `get_transaction_count`: the bank's count at the commitment, the same as getEpochInfo's.
  it("getTransactionCount counts what landed up to the commitment's slot", async () => {
    for (const commitment of ['processed', 'confirmed', 'finalized']) {
      const [count, info] = await Promise.all([
        result('getTransactionCount', [{ commitment }]),
        result('getEpochInfo', [{ commitment }]),
      ]);
      expect(count, commitment).toBe(info.transactionCount);
    }
    expect(await result('getTransactionCount', [{ commitment: 'processed' }])).toBeGreaterThanOrEqual(1);
  });

  // rpc/src/rpc.rs `get_first_available_block` and `minimum_ledger_slot`: the ledger keeps every block.
  it('the first available block and the lowest ledger slot are genesis', async () => {
    expect(await result('getFirstAvailableBlock')).toBe(0);
    expect(await result('minimumLedgerSlot')).toBe(0);
  });
});

describe('supply, stake and inflation', () => {
  // rpc/src/rpc.rs `get_supply` (RpcSupply): the bank's capitalization; the list stays, empty, when excluded.
  it("getSupply is every lamport in the chain's accounts, all circulating; a fee leaves it", async () => {
    // Above 2^53: read exactly (the chain's own exact reader), not through JSON.parse.
    const supply = async () => {
      const res = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSupply', params: [{ commitment: 'processed' }] }),
      });
      return (parse(await res.text()) as Wire).result.value;
    };
    const before = await supply();
    expect(before.circulating).toBe(before.total);
    expect(before.nonCirculating).toBe(0);
    expect(typeof before.total).toBe('bigint');
    expect(before.nonCirculatingAccounts).toEqual([]);
    await sendAndConfirmTransaction(
      conn,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      ),
      [payer],
    );
    // The transfer moved lamports between accounts; only the fee (5,000) left the chain.
    expect(before.total - (await supply()).total).toBe(5_000n);
    const excluded = await result('getSupply', [{ excludeNonCirculatingAccountsList: true }]);
    expect(excluded.value.nonCirculatingAccounts).toEqual([]);
  });

  // rpc/src/rpc.rs `get_stake_minimum_delegation`; runtime stake_utils.rs: 1 SOL since the v5 stake program.
  it("getStakeMinimumDelegation is what the chain's stake program says, 1 SOL", async () => {
    const answer = await result('getStakeMinimumDelegation');
    expect(answer.value).toBe(LAMPORTS_PER_SOL);
    expect(answer.context.apiVersion).toBe('4.2.2');
  });

  // rpc/src/rpc.rs `get_inflation_governor` / `get_inflation_rate` (RpcInflationGovernor, RpcInflationRate;
  // runtime bank.rs `slot_in_year_for_inflation`): epoch 0 is year 0 of the taper.
  it("inflation: mainnet's governor, and the rate of year 0", async () => {
    expect(await result('getInflationGovernor')).toEqual({
      foundation: 0.05,
      foundationTerm: 7,
      initial: 0.08,
      taper: 0.15,
      terminal: 0.015,
    });
    expect(await result('getInflationRate')).toEqual({ epoch: 0, foundation: 0.004, total: 0.08, validator: 0.076 });
  });

  // rpc/src/rpc.rs `get_inflation_reward`: an epoch's rewards sit in the next epoch's first block, which the
  // chain has not reached: -32004 naming that slot (custom_error.rs BlockNotAvailable).
  it('getInflationReward: the reward block of epoch 0 (or 5) does not exist yet', async () => {
    const address = payer.publicKey.toBase58();
    expect(await errorOf('getInflationReward', [[address]])).toEqual({
      code: -32004,
      message: 'Block not available for slot 432000',
    });
    expect(await errorOf('getInflationReward', [[address], { epoch: 5 }])).toEqual({
      code: -32004,
      message: 'Block not available for slot 2592000',
    });
    expect((await errorOf('getInflationReward', [['nope']]))?.code).toBe(-32602);
  });
});

describe('leaders, votes and block production', () => {
  // rpc/src/rpc.rs `get_leader_schedule`: identity -> slot indices of the epoch; null past the next epoch.
  it('getLeaderSchedule: the node leads all 432,000 slots of the epoch', async () => {
    const schedule = await result('getLeaderSchedule');
    expect(Object.keys(schedule)).toEqual([identity]);
    expect(schedule[identity]).toHaveLength(432_000);
    expect(schedule[identity].slice(0, 3)).toEqual([0, 1, 2]);
    expect(schedule[identity].at(-1)).toBe(431_999);
    expect(await result('getLeaderSchedule', [null, { identity: Keypair.generate().publicKey.toBase58() }])).toEqual(
      {},
    );
    expect(Object.keys(await result('getLeaderSchedule', [{ identity }]))).toEqual([identity]);
    expect(await result('getLeaderSchedule', [432_000])).not.toBeNull();
    expect(await result('getLeaderSchedule', [2 * 432_000])).toBeNull();
  });

  // rpc/src/rpc.rs `get_slot_leader` and `get_slot_leaders` (MAX_GET_SLOT_LEADERS 5000).
  it('getSlotLeader and getSlotLeaders name the node', async () => {
    expect(await result('getSlotLeader')).toBe(identity);
    expect(await result('getSlotLeaders', [0, 3])).toEqual([identity, identity, identity]);
    expect(await errorOf('getSlotLeaders', [0, 5001])).toEqual({ code: -32602, message: 'Invalid limit; max 5000' });
    expect(await errorOf('getSlotLeaders', [2 * 432_000, 1])).toEqual({
      code: -32602,
      message: 'Invalid slot range: leader schedule for epoch 2 is unavailable',
    });
  });

  // rpc/src/rpc.rs `get_vote_accounts` (RpcVoteAccountInfo, with 4.1's inflationRewardsCommissionBps).
  it("getVoteAccounts: one current vote account, the identity's, with no stake", async () => {
    while ((await result('getSlot', [{ commitment: 'finalized' }])) < 2) await sleep(20);
    const votePubkey = (
      await PublicKey.createWithSeed(
        new PublicKey(identity),
        'vote',
        new PublicKey('Vote111111111111111111111111111111111111111'),
      )
    ).toBase58();
    const { current, delinquent } = await result('getVoteAccounts');
    expect(delinquent).toEqual([]);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      activatedStake: 0,
      commission: 0,
      epochVoteAccount: true,
      inflationRewardsCommissionBps: 0,
      nodePubkey: identity,
      votePubkey,
    });
    expect(current[0].lastVote).toBeGreaterThan(current[0].rootSlot);
    // 16 credits (a timely vote's) for every rooted slot after genesis, in epoch 0.
    expect(current[0].epochCredits).toEqual([[0, current[0].rootSlot * 16, 0]]);
    expect(await result('getVoteAccounts', [{ votePubkey: identity }])).toEqual({ current: [], delinquent: [] });
  });

  // rpc/src/rpc.rs `get_block_production`: the default range is the bank's epoch up to its slot.
  it('getBlockProduction: every slot led and produced by the node', async () => {
    const { context, value } = await result('getBlockProduction');
    const slots = context.slot + 1;
    expect(value).toEqual({
      byIdentity: { [identity]: [slots, slots] },
      range: { firstSlot: 0, lastSlot: context.slot },
    });
    const ranged = await result('getBlockProduction', [{ range: { firstSlot: 1, lastSlot: 2 }, identity }]);
    expect(ranged.value).toEqual({ byIdentity: { [identity]: [2, 2] }, range: { firstSlot: 1, lastSlot: 2 } });
    const other = await result('getBlockProduction', [{ identity: payer.publicKey.toBase58() }]);
    expect(other.value.byIdentity).toEqual({});
    expect(await errorOf('getBlockProduction', [{ range: { firstSlot: 2, lastSlot: 1 } }])).toEqual({
      code: -32602,
      message: 'lastSlot, 1, cannot be less than firstSlot, 2',
    });
  });
});

// rpc/src/rpc.rs `get_token_accounts_by_delegate` and `get_token_program_id_and_mint`; `encode_account`.
describe('getTokenAccountsByDelegate', () => {
  let mint: PublicKey;
  let account: PublicKey;
  const delegate = Keypair.generate();

  beforeAll(async () => {
    mint = await createMint(conn, payer, payer.publicKey, null, 6);
    account = await createAccount(conn, payer, mint, payer.publicKey);
    await mintTo(conn, payer, mint, account, payer, 5_000_000n);
    await approve(conn, payer, account, delegate.publicKey, payer, 1_500_000n);
  });

  it('lists the accounts a delegate may spend from, by mint or by program', async () => {
    const byMint = await result('getTokenAccountsByDelegate', [
      delegate.publicKey.toBase58(),
      { mint: mint.toBase58() },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    expect(byMint.context.apiVersion).toBe('4.2.2');
    expect(byMint.value).toHaveLength(1);
    expect(byMint.value[0].pubkey).toBe(account.toBase58());
    expect(byMint.value[0].account.data).toMatchObject({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          delegate: delegate.publicKey.toBase58(),
          delegatedAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
          owner: payer.publicKey.toBase58(),
        },
      },
    });
    const byProgram = await result('getTokenAccountsByDelegate', [
      delegate.publicKey.toBase58(),
      { programId: TOKEN_PROGRAM_ID.toBase58() },
      { encoding: 'base64', commitment: 'confirmed' },
    ]);
    expect(byProgram.value.map((a: Wire) => a.pubkey)).toEqual([account.toBase58()]);
    const nobody = await result('getTokenAccountsByDelegate', [
      payer.publicKey.toBase58(),
      { mint: mint.toBase58() },
      { encoding: 'base64', commitment: 'confirmed' },
    ]);
    expect(nobody.value).toEqual([]);
  });

  it('refuses as a validator does: no mint, no token mint, the binary default for a 165-byte account', async () => {
    const who = delegate.publicKey.toBase58();
    expect(
      await errorOf('getTokenAccountsByDelegate', [who, { mint: Keypair.generate().publicKey.toBase58() }]),
    ).toEqual({
      code: -32602,
      message: 'Invalid param: could not find mint',
    });
    expect(await errorOf('getTokenAccountsByDelegate', [who, { mint: payer.publicKey.toBase58() }])).toEqual({
      code: -32602,
      message: 'Invalid param: not a Token mint',
    });
    expect(
      await errorOf('getTokenAccountsByDelegate', [who, { programId: SystemProgram.programId.toBase58() }]),
    ).toEqual({
      code: -32602,
      message: 'Invalid param: unrecognized Token program id',
    });
    expect(
      await errorOf('getTokenAccountsByDelegate', [who, { mint: mint.toBase58() }, { commitment: 'confirmed' }]),
    ).toEqual({
      code: -32600,
      message: 'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    });
  });
});
