// @vitest-environment node
import {
  AccountRole,
  generateKeyPairSigner,
  getBase64Decoder,
  getProgramDerivedAddress,
  getUtf8Encoder,
  getAddressEncoder,
  type Address,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  findAssociatedTokenPda,
  findExtraAccountMetaListPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getExtraAccountMetasEncoder,
  getInitializeMintInstruction,
  getInitializeTransferHookInstruction,
  getMintSize,
  getMintToInstruction,
  getMintDecoder,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import type { KitRpc } from '../rpc/kit-rpc';
import { explainFailure } from '../send/explain-failure';
import { LiteChain } from '@test-support/chain/litesvm-chain';
import { hookAccountsFor } from './transfer-hook';

// The hook: a program the chain has, which refuses the hook's Execute call (its data is not UTF-8 text).
const HOOK = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo' as Address;
const base64 = getBase64Decoder();

/** Only what the hook helpers read: one account at a time, as a node answers getAccountInfo. */
function contextOver(chain: LiteChain) {
  const rpc = {
    getAccountInfo: (address: Address) => ({
      send: async () => {
        const account = chain.account(address);
        return {
          context: { slot: 1n },
          value: account && {
            data: [base64.decode(account.data), 'base64'],
            executable: account.executable,
            lamports: account.lamports,
            owner: account.owner,
            space: BigInt(account.data.length),
          },
        };
      },
    }),
  };
  return { rpc: rpc as unknown as KitRpc } as SolanaContext;
}

async function hookedMint(chain: LiteChain, owner: KeyPairSigner) {
  const mint = await generateKeyPairSigner();
  const [source] = await findAssociatedTokenPda({
    owner: owner.address,
    mint: mint.address,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  await chain.run(
    [
      getCreateAccountInstruction({
        payer: owner,
        newAccount: mint,
        space: getMintSize([extension('TransferHook', { authority: owner.address, programId: HOOK })]),
        lamports: 10_000_000n,
        programAddress: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getInitializeTransferHookInstruction({ mint: mint.address, authority: owner.address, programId: HOOK }),
      getInitializeMintInstruction({ mint: mint.address, decimals: 0, mintAuthority: owner.address }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: owner,
        ata: source,
        owner: owner.address,
        mint: mint.address,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getMintToInstruction(
        { mint: mint.address, token: source, mintAuthority: owner, amount: 100n },
        { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
      ),
    ],
    [owner, mint],
  );
  return { mint: mint.address, source, decoded: getMintDecoder().decode(chain.account(mint.address)!.data) };
}

/** The Execute instruction's discriminator: the type of the entry a validation account keeps its list under. */
const EXECUTE = [105, 37, 101, 197, 75, 251, 102, 26];

/** A validation account as the hook interface lays it out: the Execute entry's type and length, then the list. */
function validationAccountData(metas: Parameters<ReturnType<typeof getExtraAccountMetasEncoder>['encode']>[0]) {
  const data = new Uint8Array(getExtraAccountMetasEncoder().encode(metas));
  data.set(EXECUTE, 0);
  new DataView(data.buffer).setUint32(8, data.length - 12, true);
  return data;
}

describe('transfer hook accounts', () => {
  it('are resolved from the validation account: its extra accounts in order, then the hook program and the list', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const { mint, source, decoded } = await hookedMint(chain, owner);
    const recipient = (await generateKeyPairSigner()).address;
    const [destination] = await findAssociatedTokenPda({
      owner: recipient,
      mint,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    const transfer = { source, mint, destination, owner: owner.address, amount: 5n };
    const ctx = contextOver(chain);

    // No validation account: the token program could not call the hook; refused in words, naming it.
    await expect(hookAccountsFor(ctx, decoded, transfer)).rejects.toThrow(
      `The accounts this token's transfer hook program ${HOOK} needs could not be worked out (it keeps no list of accounts for this token): nothing was sent.`,
    );

    // A fixture validation account: a fixed writable account, and a PDA of the hook from a word and the destination.
    const fixed = (await generateKeyPairSigner()).address;
    const [list] = await findExtraAccountMetaListPda({ mint }, { programAddress: HOOK });
    chain.setAccount(
      list,
      HOOK,
      validationAccountData([
        { config: { __kind: 'Literal', address: fixed }, isSigner: false, isWritable: true },
        {
          config: {
            __kind: 'ProgramPda',
            seeds: [
              { __kind: 'Literal', bytes: getUtf8Encoder().encode('limits') },
              { __kind: 'AccountKey', index: 2 },
            ],
          },
          isSigner: false,
          isWritable: false,
        },
      ]),
    );
    const [derived] = await getProgramDerivedAddress({
      programAddress: HOOK,
      seeds: [getUtf8Encoder().encode('limits'), getAddressEncoder().encode(destination)],
    });
    expect(await hookAccountsFor(ctx, decoded, transfer)).toEqual([
      { address: fixed, role: AccountRole.WRITABLE },
      { address: derived, role: AccountRole.READONLY },
      { address: HOOK, role: AccountRole.READONLY },
      { address: list, role: AccountRole.READONLY },
    ]);

    // With them, the token program calls the hook; this one refuses, and the sentence names it.
    const instructions = await buildSendTokensInstructions({
      owner: owner.address,
      source,
      mint,
      programId: TOKEN_2022_PROGRAM_ADDRESS,
      decimals: 0,
      recipient,
      amount: 5n,
      hookAccounts: await hookAccountsFor(ctx, decoded, transfer),
    });
    const refusal = await chain.run(instructions, [owner]).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refusal).toContain(`Program ${HOOK} invoke [2]`);
    const logs = refusal!.split('\n').slice(1);
    expect(explainFailure({ InstructionError: [1, 'InvalidInstructionData'] }, logs, 'send')).toMatch(
      new RegExp(`^This token's transfer hook program ${HOOK} refused the transfer \\(.+\\): nothing moved\\.$`),
    );
    expect(chain.account(destination)).toBeNull();
  });

  it('a mint without a hook needs none', async () => {
    const chain = new LiteChain();
    const owner = await chain.newFundedWallet();
    const { decoded, ...rest } = await hookedMint(chain, owner);
    const plain = { ...decoded, extensions: { __option: 'None' as const } };
    const transfer = {
      source: rest.source,
      mint: rest.mint,
      destination: rest.source,
      owner: owner.address,
      amount: 1n,
    };
    expect(await hookAccountsFor(contextOver(chain), plain, transfer)).toEqual([]);
  });
});
