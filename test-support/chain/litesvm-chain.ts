// Test-only: runs kit transactions in LiteSVM (the real SPL programs, no server) to prove builders work.
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
  type ReadonlyUint8Array,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS, getInitializeMint2Instruction, getMintSize } from '@solana-program/token';
import { Clock, FailedTransactionMetadata, LiteSVM } from 'litesvm';

export interface ChainAccount {
  data: Uint8Array;
  owner: Address;
  lamports: bigint;
  executable: boolean;
}

const base64 = getBase64Decoder();

export class LiteChain {
  readonly svm = new LiteSVM();

  fund(owner: Address, amount = 10_000_000_000n) {
    this.svm.airdrop(owner, lamports(amount));
  }

  async newFundedWallet(): Promise<KeyPairSigner> {
    const wallet = await generateKeyPairSigner();
    this.fund(wallet.address);
    return wallet;
  }

  rent(bytes: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(bytes));
  }

  account(address: Address): ChainAccount | null {
    const account = this.svm.getAccount(address);
    if (!account.exists) return null;
    return {
      data: new Uint8Array(account.data),
      owner: account.programAddress,
      lamports: account.lamports,
      executable: account.executable,
    };
  }

  /** Writes an account as it is (e.g. a Metaplex metadata account, whose program LiteSVM does not carry). */
  setAccount(address: Address, owner: Address, data: Uint8Array | ReadonlyUint8Array, amount = 1_000_000_000n) {
    this.svm.setAccount({
      address,
      data,
      executable: false,
      lamports: lamports(amount),
      programAddress: owner,
      space: BigInt(data.length),
    });
  }

  /** A node's JSON-RPC answers for the reads the data source makes, computed from this chain's state. */
  rpc = async (calls: { method: string; params: unknown[] | Record<string, unknown> }[]): Promise<unknown[]> =>
    calls.map(({ method, params: named }) => {
      // The reads answered here all take positional parameters.
      const params = Array.isArray(named) ? named : [];
      const encode = (info: ChainAccount | null) =>
        info && {
          data: [base64.decode(info.data), 'base64'],
          executable: info.executable,
          lamports: Number(info.lamports),
          owner: info.owner,
        };
      if (method === 'getMultipleAccounts') {
        return {
          context: { slot: 1 },
          value: (params[0] as Address[]).map((key) => encode(this.account(key))),
        };
      }
      if (method === 'getTokenAccountsByOwner') {
        const owner = params[0] as Address;
        const { programId } = params[1] as { programId: Address };
        const accounts = this.svm
          .getProgramAccounts(programId)
          .filter((account) => account.data.length >= 165 && addressAt(account.data, 32) === owner)
          .map((account) => ({ pubkey: account.address, account: encode(this.account(account.address)) }));
        return { context: { slot: 1 }, value: accounts };
      }
      throw new Error(`the LiteSVM test chain does not answer ${method}`);
    });

  /** The cluster clock's time, as a program reads it (Clock::get()): what a test of time-dependent arithmetic sets. */
  setUnixTimestamp(seconds: bigint) {
    const clock = this.svm.getClock();
    this.svm.setClock(
      new Clock(clock.slot, clock.epochStartTimestamp, clock.epoch, clock.leaderScheduleEpoch, seconds),
    );
  }

  /**
   * Simulates the instructions (nothing changes) and returns the return data of the last program that set one:
   * how a test asks a program to compute (AmountToUiAmount answers its UI amount so). Throws with the logs.
   */
  async simulateReturn(instructions: readonly Instruction[], payer: KeyPairSigner): Promise<Uint8Array> {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer.address, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: this.svm.latestBlockhash() as Blockhash, lastValidBlockHeight: 1_000_000n },
          m,
        ),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const transaction = await signTransaction([payer.keyPair], compileTransaction(message));
    const result = this.svm.simulateTransaction(transaction as never);
    if (result instanceof FailedTransactionMetadata) {
      throw new Error(`simulation failed: ${result.toString()}\n${result.meta().logs().join('\n')}`);
    }
    return new Uint8Array(result.meta().returnData().data());
  }

  /** Signs with every signer and executes; returns the logs, or throws with them when the chain refuses. */
  async run(instructions: readonly Instruction[], signers: readonly KeyPairSigner[]): Promise<string[]> {
    const [payer] = signers;
    if (!payer) throw new Error('a transaction needs a fee payer');
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer.address, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: this.svm.latestBlockhash() as Blockhash, lastValidBlockHeight: 1_000_000n },
          m,
        ),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const transaction = await signTransaction(
      signers.map((signer) => signer.keyPair),
      compileTransaction(message),
    );
    const result = this.svm.sendTransaction(transaction as never);
    if (result instanceof FailedTransactionMetadata) {
      throw new Error(`transaction failed: ${result.toString()}\n${result.meta().logs().join('\n')}`);
    }
    return result.logs();
  }
}

const getBase58 = (bytes: ReadonlyUint8Array) => getBase58Decoder().decode(bytes);

function addressAt(data: ReadonlyUint8Array, offset: number): string {
  return getBase58(data.subarray(offset, offset + 32));
}

/** A classic SPL Token mint (no extensions) whose authority is `owner`; returns its address. */
export async function createClassicMint(chain: LiteChain, owner: KeyPairSigner, decimals: number): Promise<Address> {
  const mint = await generateKeyPairSigner();
  await chain.run(
    [
      getCreateAccountInstruction({
        payer: owner,
        newAccount: mint,
        space: getMintSize(),
        lamports: chain.rent(getMintSize()),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: owner.address }),
    ],
    [owner, mint],
  );
  return mint.address;
}
