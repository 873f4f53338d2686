// The local chain answers as Agave 4.2.2 does (today's mainnet line). Each test names the Agave v4.2 source
// it holds the chain to (anza-xyz/agave, tag v4.2.x); the shapes were read there, and the version and
// feature set are those a 4.2.2 node reported (see agave-version.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  NonceAccount,
  PublicKey,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { createAccount, createMint, mintTo, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { rpc, sleep, startTestChain, type TestChain, type Wire } from './support';

let chain: TestChain;
let conn: Connection;
const payer = Keypair.generate();

/** A request body sent as written: integers beyond 2^53 must reach the chain as they are. */
async function raw(body: string): Promise<string> {
  const res = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return res.text();
}
const call = (method: string, params: string) => `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${params}}`;
const errorOf = async (method: string, params: unknown[]) => (await rpc(chain.rpcUrl, method, params)).error;

beforeAll(async () => {
  chain = await startTestChain();
  conn = new Connection(chain.rpcUrl, 'confirmed');
  await conn.confirmTransaction(await conn.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL));
});
afterAll(() => chain.dispose());

describe('the Agave version it plays', () => {
  // version/src/v4.rs (Display: major.minor.patch), rpc/src/rpc.rs `get_version`, rpc-client-types
  // response.rs `RpcVersionInfo` (kebab-case, exactly two fields); keys written sorted, as serde_json's map.
  it("getVersion is 4.2.2 with 4.2's feature set", async () => {
    expect(await raw(call('getVersion', '[]'))).toBe(
      '{"jsonrpc":"2.0","result":{"feature-set":565236538,"solana-core":"4.2.2"},"id":1}',
    );
  });

  // jsonrpc-derive turns each result into a serde_json `Value`, whose map (no `preserve_order` in Agave's
  // build) writes keys sorted; the envelope is written as declared.
  it('writes results with their keys sorted, the envelope in its own order', async () => {
    const text = await raw(
      call('getAccountInfo', '["SysvarC1ock11111111111111111111111111111111",{"encoding":"jsonParsed"}]'),
    );
    expect(text).toMatch(
      /^\{"jsonrpc":"2\.0","result":\{"context":\{"apiVersion":"4\.2\.2","slot":\d+\},"value":\{"data":\{"parsed":\{"info":\{"epoch":0,"epochStartTimestamp":\d+,"leaderScheduleEpoch":1,"slot":\d+,"unixTimestamp":\d+\},"type":"clock"\},"program":"sysvar","space":40\},"executable":false,"lamports":1,"owner":"Sysvar1111111111111111111111111111111111111","rentEpoch":18446744073709551615,"space":40\}\},"id":1\}$/,
    );
  });

  // rpc-client-types response.rs `RpcResponseContext::new`: apiVersion is the node's own semver.
  it('every answer with a context names the same version', async () => {
    const { result: version } = await rpc(chain.rpcUrl, 'getVersion');
    for (const [method, params] of [
      ['getBalance', [payer.publicKey.toBase58()]],
      ['getLatestBlockhash', []],
      ['getSupply', []],
      ['getStakeMinimumDelegation', []],
      ['getBlockProduction', []],
    ] as const) {
      const { result } = await rpc(chain.rpcUrl, method, [...params]);
      expect(result.context.apiVersion, method).toBe(version['solana-core']);
    }
  });
});

describe('u64 parameters, exactly (serde_json through jsonrpc-core `Params::parse`)', () => {
  const beyond = '9007199254740993'; // 2^53 + 1, which JSON.parse reads as 2^53

  // rpc/src/rpc.rs `get_block` -> custom_error.rs BlockNotAvailable; the request id is echoed as given.
  it('a slot just above 2^53 is read and named back exactly, and so is the id', async () => {
    const text = await raw(`{"jsonrpc":"2.0","id":${beyond},"method":"getBlock","params":[${beyond}]}`);
    expect(text).toBe(
      `{"jsonrpc":"2.0","error":{"code":-32004,"message":"Block not available for slot ${beyond}"},"id":${beyond}}`,
    );
  });

  // rpc/src/rpc.rs `get_block_production` (range checks) and `get_slot_leaders`.
  it('range and leader checks see the exact value', async () => {
    const production = JSON.parse(
      await raw(call('getBlockProduction', `[{"range":{"firstSlot":0,"lastSlot":${beyond}}}]`)),
    );
    expect(production.error.code).toBe(-32602);
    expect(production.error.message).toMatch(new RegExp(`^lastSlot, ${beyond}, is too large; max \\d+$`));
    const leaders = JSON.parse(await raw(call('getSlotLeaders', `[${beyond}, 1]`)));
    const epoch = BigInt(beyond) / 432_000n;
    expect(leaders.error).toEqual({
      code: -32602,
      message: `Invalid slot range: leader schedule for epoch ${epoch} is unavailable`,
    });
  });

  // rpc/src/rpc.rs `get_bank_with_config`: minContextSlot is a u64; custom_error.rs MinContextSlotNotReached.
  it('minContextSlot above 2^53 is not reached', async () => {
    const res = JSON.parse(await raw(call('getSlot', `[{"minContextSlot":${beyond},"commitment":"processed"}]`)));
    expect(res.error.code).toBe(-32016);
    expect(res.error.message).toBe('Minimum context slot has not been reached');
    expect(typeof res.error.data.contextSlot).toBe('number');
  });

  // rpc/src/rpc.rs `request_airdrop` (lamports: u64): serde's words for what is not a u64, in jsonrpc-core's
  // "Invalid params: <error>." (a number beyond u64 is a double to serde_json, written with Rust's Display).
  it('refuses what is not a u64 as serde does', async () => {
    const to = payer.publicKey.toBase58();
    const cases: [string, string][] = [
      ['-1', 'invalid value: integer `-1`, expected u64'],
      ['1.5', 'invalid type: floating point `1.5`, expected u64'],
      ['"10"', 'invalid type: string "10", expected u64'],
      ['18446744073709551616', 'invalid type: floating point `18446744073709552000.0`, expected u64'],
      ['true', 'invalid type: boolean `true`, expected u64'],
      ['null', 'invalid type: null, expected u64'],
    ];
    for (const [value, message] of cases) {
      const res = JSON.parse(await raw(call('requestAirdrop', `["${to}", ${value}]`)));
      expect(res.error, value).toEqual({ code: -32602, message: `Invalid params: ${message}.` });
    }
  });

  // rpc/src/rpc.rs `request_airdrop`: a faucet that refuses (here, over its 1,000,000 SOL cap) is -32603.
  it('an airdrop over the faucet cap is an internal error, as a refusing faucet is', async () => {
    const res = JSON.parse(await raw(call('requestAirdrop', `["${payer.publicKey.toBase58()}", ${beyond}]`)));
    expect(res.error).toEqual({ code: -32603, message: 'Internal error' });
  });

  // rpc/src/rpc.rs `get_minimum_balance_for_rent_exemption`: usize; above MAX_PERMITTED_DATA_LENGTH (10 MiB)
  // it is jsonrpc-core's bare -32600.
  it('getMinimumBalanceForRentExemption: 10 MiB is the largest, one more is "Invalid request"', async () => {
    expect((await rpc(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [10_485_760])).result).toBe(
      (128 + 10_485_760) * 5080,
    );
    expect(await errorOf('getMinimumBalanceForRentExemption', [10_485_761])).toEqual({
      code: -32600,
      message: 'Invalid request',
    });
    expect(await errorOf('getMinimumBalanceForRentExemption', [-1])).toEqual({
      code: -32602,
      message: 'Invalid params: invalid value: integer `-1`, expected usize.',
    });
  });
});

describe('jsonParsed sysvars (account-decoder/src/parse_sysvar.rs) and nonces (parse_nonce.rs)', () => {
  const SYSVARS = {
    clock: 'SysvarC1ock11111111111111111111111111111111',
    rent: 'SysvarRent111111111111111111111111111111111',
    epochSchedule: 'SysvarEpochSchedu1e111111111111111111111111',
    slotHashes: 'SysvarS1otHashes111111111111111111111111111',
    slotHistory: 'SysvarS1otHistory11111111111111111111111111',
    recentBlockhashes: 'SysvarRecentB1ockHashes11111111111111111111',
    fees: 'SysvarFees111111111111111111111111111111111',
    stakeHistory: 'SysvarStakeHistory1111111111111111111111111',
    lastRestartSlot: 'SysvarLastRestartS1ot1111111111111111111111',
    epochRewards: 'SysvarEpochRewards1111111111111111111111111',
  };

  it('parses every sysvar the chain holds, as program "sysvar" with {type, info}, kept to the chain\'s slots', async () => {
    const { result } = await rpc(chain.rpcUrl, 'getMultipleAccounts', [
      Object.values(SYSVARS),
      { encoding: 'jsonParsed', commitment: 'processed' },
    ]);
    const slot: number = result.context.slot;
    const parsed = Object.fromEntries(
      Object.keys(SYSVARS).map((name, i) => {
        const data = result.value[i].data;
        expect(data.program, name).toBe('sysvar');
        expect(data.parsed.type, name).toBe(name);
        expect(data.space, name).toBe(result.value[i].space);
        return [name, data.parsed.info as Wire];
      }),
    );
    // UiClock: the slot the read was made at, epoch 0, the leader schedule known one epoch ahead.
    expect(parsed.clock).toMatchObject({ slot, epoch: 0, leaderScheduleEpoch: 1 });
    expect(typeof parsed.clock.unixTimestamp).toBe('number');
    // Since 4.1 (SIMD-0194's layout) only lamports a byte, as a string (UiRent).
    expect(parsed.rent).toEqual({ lamportsPerByte: '5080' });
    expect(parsed.epochSchedule).toEqual((await rpc(chain.rpcUrl, 'getEpochSchedule')).result);
    expect(parsed.fees).toEqual({ feeCalculator: { lamportsPerSignature: '5000' } });
    expect(parsed.stakeHistory).toEqual([]);
    expect(parsed.lastRestartSlot).toEqual({ lastRestartSlot: 0 });
    expect(parsed.epochRewards).toEqual({
      distributionStartingBlockHeight: 0,
      numPartitions: 0,
      parentBlockhash: '11111111111111111111111111111111',
      totalPoints: '0',
      totalRewards: '0',
      distributedRewards: '0',
      active: false,
    });
    // SlotHashes: the parent slots, newest first; RecentBlockhashes: this slot's blockhash first.
    const parent = (
      await rpc(chain.rpcUrl, 'getBlock', [slot - 1, { transactionDetails: 'none', commitment: 'confirmed' }])
    ).result;
    expect(parsed.slotHashes[0]).toEqual({ slot: slot - 1, hash: parent.blockhash });
    expect(parsed.recentBlockhashes[1]).toEqual({
      blockhash: parent.blockhash,
      feeCalculator: { lamportsPerSignature: '5000' },
    });
    // SlotHistory: a bit for each slot with a block, MAX_ENTRIES of them as '0'/'1'.
    expect(parsed.slotHistory.nextSlot).toBe(slot + 1);
    expect(parsed.slotHistory.bits).toHaveLength(1024 * 1024);
    expect(parsed.slotHistory.bits.slice(0, slot + 2)).toBe('1'.repeat(slot + 1) + '0');
  });

  it('a sysvar read at finalized is as it was at that slot', async () => {
    // Past the first slots, which the chain's clock began after.
    while ((await rpc(chain.rpcUrl, 'getSlot', [{ commitment: 'finalized' }])).result < 3) await sleep(20);
    const { result } = await rpc(chain.rpcUrl, 'getAccountInfo', [
      SYSVARS.clock,
      { encoding: 'jsonParsed', commitment: 'finalized' },
    ]);
    expect(result.value.data.parsed.info.slot).toBe(result.context.slot);
  });

  it('an initialized nonce account is program "nonce"; an ordinary system account stays base64', async () => {
    const nonce = Keypair.generate();
    const create = new Transaction().add(
      SystemProgram.createNonceAccount({
        fromPubkey: payer.publicKey,
        noncePubkey: nonce.publicKey,
        authorizedPubkey: payer.publicKey,
        lamports: await conn.getMinimumBalanceForRentExemption(80),
      }),
    );
    await sendAndConfirmTransaction(conn, create, [payer, nonce]);
    const stored = NonceAccount.fromAccountData((await conn.getAccountInfo(nonce.publicKey))!.data);
    const { result } = await rpc(chain.rpcUrl, 'getAccountInfo', [
      nonce.publicKey.toBase58(),
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    expect(result.value.data).toEqual({
      parsed: {
        info: {
          authority: payer.publicKey.toBase58(),
          blockhash: stored.nonce,
          feeCalculator: { lamportsPerSignature: '5000' },
        },
        type: 'initialized',
      },
      program: 'nonce',
      space: 80,
    });
    const plain = await rpc(chain.rpcUrl, 'getAccountInfo', [payer.publicKey.toBase58(), { encoding: 'jsonParsed' }]);
    expect(plain.result.value.data).toEqual(['', 'base64']);
  });
});

describe('getProgramAccounts filters (rpc/src/rpc.rs `verify_filters`, rpc-client-types filter.rs)', () => {
  let owner: Keypair;
  let account: PublicKey;
  const scan = (filters: unknown) =>
    rpc(chain.rpcUrl, 'getProgramAccounts', [
      TOKEN_PROGRAM_ID.toBase58(),
      { encoding: 'base64', commitment: 'confirmed', filters },
    ]);

  beforeAll(async () => {
    owner = Keypair.generate();
    const mint = await createMint(conn, payer, payer.publicKey, null, 6);
    account = await createAccount(conn, payer, mint, owner.publicKey);
    await mintTo(conn, payer, mint, account, payer, 1_000n);
  });

  it('finds the account by size and by its owner in base58, base64 and raw bytes', async () => {
    const ownerBytes = owner.publicKey.toBytes();
    for (const memcmp of [
      { offset: 32, bytes: owner.publicKey.toBase58() },
      { offset: 32, bytes: Buffer.from(ownerBytes).toString('base64'), encoding: 'base64' },
      { offset: 32, bytes: [...ownerBytes], encoding: 'bytes' },
    ]) {
      const { result, error } = await scan([{ dataSize: 165 }, { memcmp }, 'tokenAccountState']);
      expect(error, JSON.stringify(memcmp)).toBeUndefined();
      expect(result.map((a: Wire) => a.pubkey)).toEqual([account.toBase58()]);
    }
  });

  // Since Agave 3.1 (CHANGELOG 3.1.0) a malformed filter is an error, never an unfiltered scan.
  it("refuses malformed filters in serde's and RpcFilterError's words", async () => {
    const cases: [unknown, string][] = [
      [
        [{ foo: 1 }],
        'Invalid params: unknown variant `foo`, expected one of `dataSize`, `memcmp`, `tokenAccountState`.',
      ],
      [[{ dataSize: -1 }], 'Invalid params: invalid value: integer `-1`, expected u64.'],
      [[{ memcmp: { bytes: 'abc' } }], 'Invalid params: missing field `offset`.'],
      [
        [{ memcmp: { offset: 0, bytes: 'abc', encoding: 'binary' } }],
        'Invalid params: unknown variant `binary`, expected one of `base58`, `base64`, `bytes`.',
      ],
      [
        [{ dataSize: 1, memcmp: { offset: 0, bytes: 'a' } }],
        'Invalid params: invalid value: map, expected map with a single key.',
      ],
      [{ dataSize: 1 }, 'Invalid params: invalid type: map, expected a sequence.'],
      [
        [{ memcmp: { offset: 0, bytes: '0OIl' } }],
        "Invalid param: Base58DecodeError(InvalidCharacter { character: '0', index: 0 })",
      ],
      [
        [{ memcmp: { offset: 0, bytes: 'AA!A', encoding: 'base64' } }],
        'Invalid param: Base64DecodeError(InvalidByte(2, 33))',
      ],
      [[{ memcmp: { offset: 0, bytes: '1'.repeat(176) } }], 'Invalid param: DataTooLarge'],
      [[{ memcmp: { offset: 0, bytes: Array(129).fill(1) } }], 'Invalid param: DataTooLarge'],
      [
        [{ dataSize: 1 }, { dataSize: 2 }, { dataSize: 3 }, { dataSize: 4 }, { dataSize: 5 }],
        'Too many filters provided; max 4',
      ],
    ];
    for (const [filters, message] of cases) {
      expect((await scan(filters)).error, JSON.stringify(filters)).toEqual({ code: -32602, message });
    }
  });
});

describe('getSignaturesForAddress and getTransaction (Agave 4.0+)', () => {
  let signatures: string[];
  beforeAll(async () => {
    const transfer = () =>
      sendAndConfirmTransaction(
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
    signatures = [await transfer(), await transfer()];
  });

  // CHANGELOG 4.0.0; rpc/src/rpc.rs `get_signatures_for_address` over blockstore.rs
  // `get_confirmed_signatures_for_address2` (found_before / found_until); custom_error.rs FilterTransactionNotFound.
  it('a before or until signature the node does not hold is -32020, before first', async () => {
    const unknown = (n: number) => Buffer.alloc(64, n);
    const bs58 = (await import('bs58')).default;
    const [a, b] = [bs58.encode(unknown(1)), bs58.encode(unknown(2))];
    const address = payer.publicKey.toBase58();
    expect(await errorOf('getSignaturesForAddress', [address, { before: a }])).toEqual({
      code: -32020,
      message: `Transaction ${a} not found`,
    });
    expect(await errorOf('getSignaturesForAddress', [address, { until: b }])).toEqual({
      code: -32020,
      message: `Transaction ${b} not found`,
    });
    expect(await errorOf('getSignaturesForAddress', [address, { before: a, until: b }])).toMatchObject({
      message: `Transaction ${a} not found`,
    });
    // Found at the commitment asked: at confirmed here, since the transfer is not finalized yet.
    const known = await rpc(chain.rpcUrl, 'getSignaturesForAddress', [
      address,
      { before: signatures[1], commitment: 'confirmed' },
    ]);
    expect(known.result[0].signature).toBe(signatures[0]);
  });

  // response.rs `RpcConfirmedTransactionStatusWithSignature.transaction_index` and transaction-status
  // `ConfirmedTransactionWithStatusMeta::encode` (`transactionIndex`, since 4.0): the place in the block.
  it("both name each transaction's place in its block", async () => {
    const listed = await rpc(chain.rpcUrl, 'getSignaturesForAddress', [
      payer.publicKey.toBase58(),
      { limit: 2, commitment: 'confirmed' },
    ]);
    expect(listed.result).toHaveLength(2);
    for (const entry of listed.result as Wire[]) {
      const block = await rpc(chain.rpcUrl, 'getBlock', [
        entry.slot,
        { transactionDetails: 'signatures', commitment: 'confirmed' },
      ]);
      expect(block.result.signatures[entry.transactionIndex]).toBe(entry.signature);
      const tx = await rpc(chain.rpcUrl, 'getTransaction', [entry.signature, { commitment: 'confirmed' }]);
      expect(tx.result.transactionIndex).toBe(entry.transactionIndex);
    }
  });
});
