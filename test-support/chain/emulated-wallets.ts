// Test-only: wallets that behave as the wallets people use are documented or seen to behave, each with
// its own keys. The integration tests use them as WalletSigners; the end-to-end suite injects them into
// the page as Wallet Standard wallets (test-support/browser/emulated-wallet.ts), their behaviour running here.
import {
  AccountRole,
  compileTransaction,
  decompileTransactionMessage,
  generateKeyPairSigner,
  getBase64Encoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { createNoopSigner } from '@solana/kit';
import type { TransactionVersion, WalletSigner } from '@/entities/wallet/model';
import fixtures from '@/data-source/solana/send/fixtures/guarded-transactions.json' with { type: 'json' };
import { isAdvanceNonce, isComputeBudgetInstruction } from '@/data-source/solana/send/read-message';
import { LIGHTHOUSE_PROGRAM_ADDRESS } from '@/data-source/solana/send/wallet-guards';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '@/data-source/solana/read/token-programs';

export const WALLET_BEHAVIOURS = [
  /** Phantom as first seen on mainnet: one guard after the dApp's instructions. */
  'phantom-append',
  /** Phantom as seen in August 2026: three guards before the dApp's instructions and one after, on the fee payer. */
  'phantom-wrap',
  /** Solflare: two guards after. */
  'solflare',
  /** A wallet that offers only solana:signAndSendTransaction. */
  'send-only',
  /** A hardware wallet, or an approval left open: it answers after the blockhash expired (once). */
  'slow',
  /** The user switches account while the approval is open: it signs with the other account (once). */
  'switcher',
  /** A wallet whose supportedTransactionVersions is ['legacy']: it refuses a version 0 message. */
  'legacy-only',
  /** Hostile: it appends a SOL transfer of its own. */
  'hostile-transfer',
  /** Hostile: it changes an amount. */
  'hostile-amount',
] as const;
export type WalletBehaviour = (typeof WALLET_BEHAVIOURS)[number];

/**
 * How the app meets each behaviour: the guards its landed transactions carry; or what its first answer
 * meets — refused as too late (then asked again), as another account's (then, switched back, asked
 * again), or as hostile (nothing moves).
 */
export const MET_AS: Record<WalletBehaviour, { guards: number } | 'slow' | 'switch' | 'hostile'> = {
  'phantom-append': { guards: 1 },
  'phantom-wrap': { guards: 4 },
  solflare: { guards: 2 },
  'send-only': { guards: 0 },
  'legacy-only': { guards: 0 },
  slow: 'slow',
  switcher: 'switch',
  'hostile-transfer': 'hostile',
  'hostile-amount': 'hostile',
};

/** Where the guard bytes come from: the two Phantom signed on mainnet in the first fixture (its source is named there). */
function recordedGuards(): { feePayer: Uint8Array; tokenAccount: Uint8Array } {
  const fixture = fixtures[0]!;
  const message = decompileTransactionMessage(
    getCompiledTransactionMessageDecoder().decode(
      new Uint8Array(getBase64Encoder().encode(fixture.base64)),
    ) as Parameters<typeof decompileTransactionMessage>[0],
  );
  const guards = message.instructions.filter((each) => each.programAddress === LIGHTHOUSE_PROGRAM_ADDRESS);
  const byTag = (tag: number) => new Uint8Array(guards.find((each) => each.data?.[0] === tag)!.data!);
  return { feePayer: byTag(6), tokenAccount: byTag(10) };
}
const GUARD_DATA = recordedGuards();

const guard = (address: Address, data: Uint8Array): Instruction => ({
  programAddress: LIGHTHOUSE_PROGRAM_ADDRESS,
  accounts: [{ address, role: AccountRole.READONLY }],
  data,
});

const TOKEN_PROGRAMS = new Set<string>([TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);
/** Token instructions carrying a u64 amount right after their tag: Transfer, MintTo, Burn and their checked forms. */
const AMOUNT_TAGS = new Set([3, 7, 8, 12, 14, 15]);

function decompiled(transaction: Transaction) {
  const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  return decompileTransactionMessage(compiled as Parameters<typeof decompileTransactionMessage>[0]);
}

/** The message with its instructions rewritten, in the same version and lifetime. */
function rewritten(
  transaction: Transaction,
  rewrite: (instructions: Instruction[], feePayer: Address) => Instruction[],
) {
  const message = decompiled(transaction);
  return compileTransaction({ ...message, instructions: rewrite([...message.instructions], message.feePayer.address) });
}

/** Guards placed as a wallet places them: `before` right after the compute budget (and a nonce's advance), `after` at the end. */
function withGuards(instructions: Instruction[], feePayer: Address, before: number, after: number): Instruction[] {
  const lead = instructions.findIndex((each) => !isComputeBudgetInstruction(each) && !isAdvanceNonce(each));
  const at = lead === -1 ? instructions.length : lead;
  const written = instructions
    .flatMap((each) => (TOKEN_PROGRAMS.has(each.programAddress) ? (each.accounts ?? []) : []))
    .find((meta) => 'address' in meta && meta.role === AccountRole.WRITABLE && meta.address !== feePayer);
  const tokenGuard =
    written && 'address' in written
      ? guard(written.address, GUARD_DATA.tokenAccount)
      : guard(feePayer, GUARD_DATA.feePayer);
  const leading = [guard(feePayer, GUARD_DATA.feePayer), guard(feePayer, GUARD_DATA.feePayer), tokenGuard].slice(
    0,
    before,
  );
  const trailing = [guard(feePayer, GUARD_DATA.feePayer), tokenGuard].slice(0, after);
  return [...instructions.slice(0, at), ...leading, ...instructions.slice(at), ...trailing];
}

function withAmountChanged(instructions: Instruction[]): Instruction[] {
  const index = instructions.findIndex(
    (each) =>
      TOKEN_PROGRAMS.has(each.programAddress) && AMOUNT_TAGS.has(each.data?.[0] ?? -1) && (each.data?.length ?? 0) >= 9,
  );
  if (index === -1) throw new Error('The hostile wallet found no amount to change.');
  const data = new Uint8Array(instructions[index]!.data!);
  const view = new DataView(data.buffer);
  view.setBigUint64(1, view.getBigUint64(1, true) * 10n + 1n, true);
  return instructions.map((each, i) => (i === index ? { ...each, data } : each));
}

/** Whether someone else signed it already: the guarding wallets leave such a transaction as it is. */
function signedByOthers(transaction: Transaction, own: readonly KeyPairSigner[]): boolean {
  return Object.entries(transaction.signatures).some(
    ([address, signature]) => signature && !own.some((account) => account.address === address),
  );
}

export interface EmulatedWallet {
  behaviour: WalletBehaviour;
  /** Every account it holds; the switcher holds two. */
  accounts: KeyPairSigner[];
  /** The account it has selected now. */
  current(): KeyPairSigner;
  /** The user selects another of its accounts (no approval open). */
  select(index: number): void;
  versions: TransactionVersion[];
  canSign: boolean;
  /** `solana:signTransaction`, any number of inputs, as this wallet answers it. */
  signTransactions(wires: readonly Uint8Array[]): Promise<Uint8Array[]>;
  /** `solana:signAndSendTransaction`, for the send-only wallet: it signs, sends and says the signature. */
  signAndSendTransaction(wire: Uint8Array): Promise<Uint8Array>;
  /** The slow wallet waits out the next approval; the switcher switches during it. On by default. */
  armed: boolean;
  /** What it did to each transaction, for the tests to read. */
  log: string[];
}

/** One JSON-RPC call to the chain the wallet sends through (its own node, as a real wallet has). */
async function call(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

export async function emulatedWallet(behaviour: WalletBehaviour, rpcUrl: string): Promise<EmulatedWallet> {
  const accounts = [
    await generateKeyPairSigner(),
    ...(behaviour === 'switcher' ? [await generateKeyPairSigner()] : []),
  ];
  let selected = 0;
  const thief = (await generateKeyPairSigner()).address;
  const wallet: EmulatedWallet = {
    behaviour,
    accounts,
    current: () => accounts[selected]!,
    select: (index) => void (selected = index),
    versions: behaviour === 'legacy-only' ? ['legacy'] : ['legacy', 0],
    canSign: behaviour !== 'send-only',
    armed: true,
    log: [],
    async signTransactions(wires) {
      if (behaviour === 'slow' && wallet.armed) {
        wallet.armed = false;
        // Long enough for every blockhash it holds to expire: 151 slots pass on the chain.
        await call(rpcUrl, 'localnet_advanceSlots', [151]);
        wallet.log.push('answered late');
      }
      let switched = false;
      if (behaviour === 'switcher' && wallet.armed) {
        wallet.armed = false;
        selected = 1 - selected;
        switched = true;
        wallet.log.push(`switched to ${wallet.current().address}`);
      }
      return Promise.all(
        wires.map(async (wire) => {
          let transaction = getTransactionDecoder().decode(wire);
          const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
          if (behaviour === 'legacy-only' && compiled.version !== 'legacy') {
            throw new Error('This wallet does not support versioned transactions.');
          }
          const untouched = signedByOthers(transaction, accounts);
          const edit = (instructions: Instruction[], feePayer: Address): Instruction[] => {
            switch (behaviour) {
              case 'phantom-append':
                return untouched ? instructions : withGuards(instructions, feePayer, 0, 1);
              case 'phantom-wrap':
                return untouched ? instructions : withGuards(instructions, feePayer, 3, 1);
              case 'solflare':
                return untouched ? instructions : withGuards(instructions, feePayer, 0, 2);
              case 'hostile-transfer':
                return [
                  ...instructions,
                  getTransferSolInstruction({
                    source: createNoopSigner(feePayer),
                    destination: thief,
                    amount: 50_000_000n,
                  }),
                ];
              case 'hostile-amount':
                return withAmountChanged(instructions);
              default:
                return instructions;
            }
          };
          const changed = rewritten(transaction, edit);
          const same =
            changed.messageBytes.length === transaction.messageBytes.length &&
            changed.messageBytes.every((byte, i) => byte === transaction.messageBytes[i]);
          if (!same) {
            // A new message: whatever others had signed no longer holds.
            wallet.log.push('changed the transaction');
            transaction = changed;
          }
          if (switched) {
            // It signs with the account it switched to, in the place of the one it was asked for.
            const feePayer = Object.keys(transaction.signatures)[0] as Address;
            const signature = (await signBytes(
              wallet.current().keyPair.privateKey,
              transaction.messageBytes,
            )) as SignatureBytes;
            return encode({ ...transaction, signatures: { ...transaction.signatures, [feePayer]: signature } });
          }
          const signer = accounts.find((account) => account.address in transaction.signatures) ?? wallet.current();
          return encode(await partiallySignTransaction([signer.keyPair], transaction));
        }),
      );
    },
    async signAndSendTransaction(wire) {
      const [signed] = await wallet.signTransactions([wire]);
      const transaction = getTransactionDecoder().decode(signed!);
      await call(rpcUrl, 'sendTransaction', [
        getBase64EncodedWireTransaction(transaction),
        { encoding: 'base64', skipPreflight: true },
      ]);
      wallet.log.push('sent it itself');
      return Object.values(transaction.signatures)[0]! as Uint8Array;
    },
  };
  return wallet;
}

const encode = (transaction: Transaction) => new Uint8Array(getTransactionEncoder().encode(transaction));

/**
 * The app's bridge to an emulated wallet, as WalletProvider makes one for a Wallet Standard wallet: its
 * account at connection, what it signs, and (for the switcher) the account it has selected now.
 */
export function signerOf(wallet: EmulatedWallet): WalletSigner {
  const address = wallet.current().address;
  const transactionVersion = wallet.versions.includes(0) ? 0 : 'legacy';
  if (!wallet.canSign) {
    return {
      address,
      transactionVersion,
      accountNow: () => wallet.current().address,
      signAndSendTransaction: (wire) => wallet.signAndSendTransaction(wire),
    };
  }
  return {
    address,
    transactionVersion,
    accountNow: () => wallet.current().address,
    signTransaction: async (wire) => (await wallet.signTransactions([wire]))[0]!,
    signTransactions: (wires) => wallet.signTransactions(wires),
  };
}
