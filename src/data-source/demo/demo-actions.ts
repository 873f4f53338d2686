import { createOptionsIssues } from '@/entities/token/lib/create-options';
import { formatAmount } from '@/shared/lib/amount';
import { memoIssue } from '@/shared/lib/memo';
import { hasHiddenCharacters, neutralizeText } from '@/shared/lib/untrusted-text';
import {
  accountFacts,
  changesBetween,
  INSUFFICIENT_SOL,
  ISSUER_AUTHORITY_NAMES,
  refusals,
  requireAuthority,
} from '../action-wording';
import { extensionParam } from '@/entities/token/lib/extension-param';
import {
  CLOSE_BATCH_MAX,
  type ActionOptions,
  type ActionPreview,
  type ActionResultOf,
  type ActionStage,
  type ChainAction,
  type ChainActionKind,
  type ChainActionOf,
  type GroupOptions,
  type PendingTransfer,
  type Settled,
  type TokenAction,
  type WalletSigner,
} from '../contract';
import { AppError } from '@/shared/lib/app-error';
import { reasonOf } from '@/shared/lib/describe-error';
import { rentExemptLamports } from '../fee-rules';
import { accountRent, randomAddress, randomSignature, sleep, type DemoChain, type DemoTiming } from './demo-chain';
import { demoNetworkFee } from './demo-fees';
import { demoChanges, demoExtensions, demoMintFrom, demoTraits } from './demo-mints';
import { demoMultisigModules, refuseOtherProgram } from './demo-multisig';
import type { DemoActionModule } from './demo-action-module';
import { demoFits } from './demo-packing';
import { pausedSentence, shownAmount } from '@/entities/token/lib/token-traits';

// A Token-2022 mint with its metadata pointer and metadata, before its name and symbol: about 300 bytes.
const MINT_WITH_METADATA_BYTES = 300;

/** The tokens the owner holds of a mint: what a transfer or a burn leaves from. */
/** As the token program and the memo program would say: a memo that cannot go, or a recipient that needs one. */
function refuseUnreachable(chain: DemoChain, mint: string, recipients: readonly string[], memo: string | undefined) {
  const issue = memo ? memoIssue(memo) : null;
  if (issue) throw new AppError('invalid', issue);
  const needsMemo = recipients.find((recipient) => chain.requiresMemo(recipient, mint));
  if (needsMemo && !memo) throw refusals.memoRequired(needsMemo);
}

/** The owner's holding of a mint that is not paused: a paused one moves nowhere, as the token program rules. */
const unpaused = (chain: DemoChain, owner: string, mint: string) => {
  const token = chain.tokenOf(owner, mint);
  if (demoTraits(chain.mintStateOf(mint)).paused) throw new AppError('simulation-failed', pausedSentence(token.symbol));
  return token;
};

const spendable = (chain: DemoChain, owner: string, mint: string) => {
  const token = unpaused(chain, owner, mint);
  chain.refuseFrozen(owner, mint);
  return token;
};

const create: DemoActionModule<ChainActionOf<'create'>> = {
  preview(_chain, _owner, input) {
    refuseOptions(input);
    const mintRent = rentExemptLamports(MINT_WITH_METADATA_BYTES + input.name.length + input.symbol.length);
    // Two signatures: the wallet and the new mint's key.
    return { networkFee: demoNetworkFee(2), rentLamports: mintRent + accountRent('token-2022') };
  },
  prepare(chain, owner, input) {
    refuseOptions(input);
    return (signature) => {
      const mint = randomAddress();
      const options = input.options ?? {};
      const mintAuthority = options.fixedSupply ? null : owner;
      const tokens = chain.walletOf(owner).tokens;
      tokens.push({
        mint,
        // What the user typed is shown as any chain text is: hidden characters made visible.
        name: neutralizeText(input.name),
        symbol: neutralizeText(input.symbol),
        ...((hasHiddenCharacters(input.name) || hasHiddenCharacters(input.symbol)) && { hiddenCharacters: true }),
        decimals: input.decimals,
        balance: input.initialSupply,
        program: 'token-2022',
        tokenAccount: randomAddress(),
        mintAuthority,
        canMint: mintAuthority !== null,
      });
      chain.mints.set(mint, {
        ...demoMintFrom(tokens.at(-1)!, false),
        freezeAuthority: options.freezeAuthority ? owner : null,
        metadata: { updateAuthority: owner, uri: options.uri ?? '', additional: options.additional ?? [] },
        extensions: demoExtensions(options, owner),
      });
      const base = { amount: input.initialSupply, decimals: input.decimals, token: input.symbol, mint };
      chain.record(owner, { ...base, type: 'create', from: owner, to: owner }, signature);
      return { signature, mint };
    };
  },
};

function refuseOptions(input: ChainActionOf<'create'>) {
  const [issue] = Object.values(createOptionsIssues(input.options ?? {}, input.initialSupply));
  if (issue) throw new AppError('invalid', `${issue}.`);
}

/** The owner's token, once it is known the owner may mint it. */
function mintable(chain: DemoChain, owner: string, mint: string) {
  if (!chain.holds(owner, mint)) {
    // A multisig holds none of what it mints: the mint's own state says who may.
    const authority = chain.mintStateOf(mint)?.mintAuthority ?? null;
    const token = chain.holdingsOf(mint)[0]?.token;
    if (!token || authority !== owner) throw refusals.cannotMint(authority);
    if (demoTraits(chain.mintStateOf(mint)).paused)
      throw new AppError('simulation-failed', pausedSentence(token.symbol));
    return token;
  }
  const token = unpaused(chain, owner, mint);
  if (!token.canMint) throw refusals.cannotMint(token.mintAuthority);
  return token;
}

const mint: DemoActionModule<ChainActionOf<'mint'>> = {
  preview(chain, owner, input) {
    const token = mintable(chain, owner, input.mint);
    return { rentLamports: chain.holds(input.destination ?? owner, input.mint) ? 0n : accountRent(token.program) };
  },
  prepare(chain, owner, input) {
    const token = mintable(chain, owner, input.mint);
    return (signature) => {
      const to = input.destination ?? owner;
      chain.credit(to, token, input.amount);
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      if (to !== owner) chain.record(to, { ...base, type: 'receive', from: owner, to }, signature);
      return chain.record(owner, { ...base, type: 'mint', from: owner, to }, signature);
    };
  },
};

const send: DemoActionModule<ChainActionOf<'send'>> = {
  preview(chain, owner, input) {
    // As on chain: a recipient who holds none of this token needs an account, paid for by the sender.
    const token = chain.tokenOf(owner, input.mint);
    return { rentLamports: chain.holds(input.recipient, input.mint) ? 0n : accountRent(token.program) };
  },
  prepare(chain, owner, input) {
    const token = spendable(chain, owner, input.mint);
    refuseUnreachable(chain, input.mint, [input.recipient], input.memo);
    if (input.amount > token.balance) {
      throw new AppError(
        'simulation-failed',
        `Insufficient balance: you have ${formatAmount(token.balance, token.decimals)} ${token.symbol}.`,
      );
    }
    return (signature) => {
      const rent = chain.holds(input.recipient, input.mint) ? 0n : accountRent(token.program);
      chain.keepReceipt(signature, [{ recipient: input.recipient, mint: input.mint, amount: input.amount }], rent);
      token.balance -= input.amount;
      const arrived = chain.transfer(token, input.recipient, input.amount);
      const base = { amount: input.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      if (input.recipient !== owner) {
        chain.record(
          input.recipient,
          { ...base, amount: arrived, type: 'receive', from: owner, to: input.recipient },
          signature,
        );
      }
      chain.record(
        owner,
        { ...base, type: 'send', from: owner, to: input.recipient, paid: [input.recipient] },
        signature,
      );
      const payment = { recipient: input.recipient, signature, payer: owner, mint: token.mint, amount: input.amount };
      for (const reference of input.references ?? []) {
        chain.payments.set(reference, [...(chain.payments.get(reference) ?? []), { ...payment, status: 'confirmed' }]);
      }
      return { signature };
    };
  },
};

const sendBatch: DemoActionModule<ChainActionOf<'send-batch'>> = {
  preview(chain, owner, input) {
    const token = chain.tokenOf(owner, input.mint);
    const recipients = new Set(input.transfers.map((transfer) => transfer.recipient));
    const missing = [...recipients].filter((recipient) => !chain.holds(recipient, input.mint)).length;
    return { rentLamports: BigInt(missing) * accountRent(token.program) };
  },
  prepare(chain, owner, input) {
    if (input.transfers.length === 0) throw refusals.emptyBatch();
    const token = spendable(chain, owner, input.mint);
    const recipients = input.transfers.map((transfer) => transfer.recipient);
    const creating = recipients.map((recipient) => !chain.holds(recipient, input.mint));
    if (recipients.length > 1 && !demoFits(creating, input.memo)) throw refusals.batchTooLarge();
    refuseUnreachable(chain, input.mint, recipients, input.memo);
    const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
    if (total > token.balance) throw refusals.batchOverBalance();
    return (signature) => {
      const created = new Set(recipients.filter((recipient) => !chain.holds(recipient, input.mint)));
      chain.keepReceipt(
        signature,
        input.transfers.map(({ recipient, amount }) => ({ recipient, mint: input.mint, amount })),
        BigInt(created.size) * accountRent(token.program),
      );
      token.balance -= total;
      const base = { decimals: token.decimals, token: token.symbol, mint: token.mint };
      for (const { recipient, amount } of input.transfers) {
        const arrived = chain.transfer(token, recipient, amount);
        if (recipient !== owner) {
          chain.record(recipient, { ...base, amount: arrived, type: 'receive', from: owner, to: recipient }, signature);
        }
      }
      // One transaction, one line in the sender's history: the total, to the first recipient, each its part.
      const to = input.transfers[0]!.recipient;
      const parts = input.transfers.map(({ recipient, amount }) => ({ to: recipient, amount }));
      const paid = [...new Set(recipients)].filter((recipient) => recipient !== owner);
      return chain.record(
        owner,
        { ...base, amount: total, type: 'send', from: owner, to, ...(parts.length > 1 && { parts }), paid },
        signature,
      );
    };
  },
};

/** The accounts to close, once each is known to be the owner's, empty and not frozen. */
function closable(chain: DemoChain, owner: string, accounts: readonly string[]) {
  if (accounts.length === 0) throw new AppError('invalid', 'Choose at least one account to close.');
  if (accounts.length > CLOSE_BATCH_MAX) {
    throw new AppError('invalid', `At most ${CLOSE_BATCH_MAX} accounts are closed in one transaction.`);
  }
  const closing = chain.walletOf(owner).tokens.filter((token) => accounts.includes(token.tokenAccount));
  if (closing.length !== accounts.length) throw new AppError('invalid', 'An account is not a token account any more.');
  for (const token of closing) chain.refuseFrozen(owner, token.mint);
  if (closing.some((token) => token.balance !== 0n)) {
    throw new AppError('invalid', 'An account is not empty any more: it was left open.');
  }
  return closing;
}

const close: DemoActionModule<ChainActionOf<'close'>> = {
  preview(chain, owner, { accounts }) {
    closable(chain, owner, accounts);
    return {};
  },
  prepare(chain, owner, { accounts }) {
    const closing = closable(chain, owner, accounts);
    return (signature) => {
      const wallet = chain.walletOf(owner);
      const rent = closing.reduce((sum, token) => sum + accountRent(token.program), 0n);
      wallet.tokens = wallet.tokens.filter((token) => !closing.includes(token));
      wallet.lamports += rent;
      return chain.record(owner, { type: 'close', amount: null, decimals: null, from: owner, to: owner }, signature);
    };
  },
};

// The MemoTransfer extension in a token account: a 4-byte TLV header and its one flag.
const MEMO_EXTENSION_BYTES = 5;

/** The wallet's own Token-2022 holding whose memo setting is to change, as the chain would refuse it. */
function memoSettable(chain: DemoChain, owner: string, input: ChainActionOf<'memo-transfer'>) {
  const token = chain.tokenOf(owner, input.mint);
  if (token.program !== 'token-2022') throw refusals.memoTransferClassic();
  if (!!token.memoRequired === input.required) throw refusals.memoTransferState(input.required);
  // An account never set has no room for the setting yet: it grows, and the wallet pays the bytes' rent.
  const rentLamports =
    token.memoRequired === undefined ? rentExemptLamports(MEMO_EXTENSION_BYTES) - rentExemptLamports(0) : 0n;
  return { token, rentLamports };
}

const memoTransfer: DemoActionModule<ChainActionOf<'memo-transfer'>> = {
  preview(chain, owner, input) {
    const { token, rentLamports } = memoSettable(chain, owner, input);
    const facts = (memoRequired: boolean) =>
      accountFacts(
        { amount: token.balance, memoRequired },
        { decimals: token.decimals, ...demoTraits(chain.mintStateOf(token.mint)) },
      );
    return {
      changes: changesBetween(facts(!!token.memoRequired), facts(input.required), 'Your account: '),
      rentLamports,
    };
  },
  prepare(chain, owner, input) {
    const { token } = memoSettable(chain, owner, input);
    return (signature) => {
      token.memoRequired = input.required;
      const entry = {
        type: 'other' as const,
        amount: null,
        decimals: token.decimals,
        token: token.symbol,
        mint: token.mint,
      };
      return chain.record(owner, { ...entry, from: owner, to: '' }, signature);
    };
  },
};

type Forced = ChainActionOf<'force-transfer'> | ChainActionOf<'force-burn'>;

/** A permanent delegate's move or burn, as the token program would refuse it or carry it out. */
function planForced(chain: DemoChain, owner: string, action: Forced) {
  const mint = chain.mintStateOf(action.mint);
  if (!mint) throw new AppError('invalid', `No token mint exists at ${action.mint} on ${chain.cluster.label}.`);
  if (!mint.extensions.some((each) => each.name === 'PermanentDelegate')) throw refusals.noPermanentDelegate();
  requireAuthority(
    extensionParam(mint.extensions, 'PermanentDelegate', 'delegate'),
    owner,
    ISSUER_AUTHORITY_NAMES.delegate,
  );
  // The holder by wallet (met now, as every Demo wallet is: with the sample tokens), or by the token account itself.
  chain.walletOf(action.holder);
  const found = chain
    .holdingsOf(action.mint)
    .find(({ wallet, token }) => wallet === action.holder || token.tokenAccount === action.holder);
  if (!found) throw refusals.noHolderAccount();
  const { wallet: holder, token } = found;
  if (demoTraits(mint).paused) throw new AppError('simulation-failed', pausedSentence(token.symbol));
  chain.refuseFrozen(holder, action.mint);
  if (action.amount <= 0n) throw new AppError('invalid', 'The amount must be greater than zero.');
  if (action.amount > token.balance) throw refusals.forcedLimit(token.balance, token.decimals);
  const recipient = action.kind === 'force-transfer' ? action.recipient : null;
  if (recipient === holder) throw refusals.forcedToSameAccount();
  const scaled = { decimals: token.decimals, scale: demoTraits(mint).scale };
  const balance = (amount: bigint) => accountFacts({ amount }, scaled);
  const supply = chain.holdingsOf(action.mint).reduce((sum, each) => sum + each.token.balance, 0n);
  const supplyFact = (amount: bigint) => new Map([['Supply', shownAmount(amount, scaled)]]);
  const changes = [
    ...(action.kind === 'force-burn' ? changesBetween(supplyFact(supply), supplyFact(supply - action.amount), '') : []),
    ...changesBetween(balance(token.balance), balance(token.balance - action.amount), "The holder's account: "),
  ];
  if (recipient) {
    const had = chain.holds(recipient, action.mint) ? chain.tokenOf(recipient, action.mint).balance : null;
    changes.push(
      ...changesBetween(
        had === null ? new Map() : balance(had),
        balance((had ?? 0n) + action.amount),
        "The recipient's account: ",
      ),
    );
  }
  const rentLamports = recipient && !chain.holds(recipient, action.mint) ? accountRent(token.program) : 0n;
  return { holder, token, recipient, changes, rentLamports };
}

const forced: DemoActionModule<Forced> = {
  preview(chain, owner, action) {
    const { changes, rentLamports } = planForced(chain, owner, action);
    return { changes, rentLamports };
  },
  prepare(chain, owner, action) {
    const { holder, token, recipient } = planForced(chain, owner, action);
    return (signature) => {
      token.balance -= action.amount;
      const arrived = recipient ? chain.transfer(token, recipient, action.amount) : 0n;
      const base = { amount: action.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      const entry = { ...base, type: action.kind, from: holder, to: recipient ?? '' } as const;
      // Marked in the holder's history too: their tokens moved without their signature.
      if (holder !== owner) chain.record(holder, entry, signature);
      if (recipient && recipient !== owner) {
        chain.record(recipient, { ...base, amount: arrived, type: 'receive', from: holder, to: recipient }, signature);
      }
      return chain.record(owner, entry, signature);
    };
  },
};

/** What a token action leaves in the wallet's history. */
function tokenActionEntry(action: TokenAction, owner: string) {
  switch (action.kind) {
    case 'burn':
      return { type: 'burn', amount: action.amount, to: '' } as const;
    case 'freeze':
    case 'thaw':
      return { type: action.kind, amount: null, to: action.holder } as const;
    case 'set-authority':
      return { type: 'authority', amount: null, to: action.newAuthority ?? '' } as const;
    case 'update-metadata':
      return { type: 'metadata', amount: null, to: '' } as const;
    case 'set-transfer-fee':
      return { type: 'fee-change', amount: null, to: '' } as const;
    case 'withdraw-fees':
      return { type: 'fee-withdrawal', amount: null, to: action.destination ?? owner } as const;
    case 'pause':
    case 'resume':
      return { type: action.kind, amount: null, to: '' } as const;
    case 'update-multiplier':
      return { type: 'multiplier', amount: null, to: '' } as const;
  }
}

/** An authority handed to a multisig of the other token program could never be used again. */
function refuseForeignMultisig(chain: DemoChain, action: TokenAction) {
  if (action.kind === 'set-authority' && action.newAuthority)
    refuseOtherProgram(chain, action.newAuthority, action.mint);
}

/** Every token action: the mint's state before and after, by the same rules as the chain's refusals. */
const tokenAction: DemoActionModule<TokenAction> = {
  preview(chain, owner, action) {
    refuseForeignMultisig(chain, action);
    const { before, after } = chain.planTokenAction(owner, action);
    return { changes: demoChanges(before, after, owner, action) };
  },
  prepare(chain, owner, action) {
    refuseForeignMultisig(chain, action);
    const { before, after, own, receiver } = chain.planTokenAction(owner, action);
    const template = chain.holdingsOf(action.mint)[0]?.token;
    return (signature) => {
      chain.mints.set(action.mint, after.mint);
      for (const { wallet, token } of chain.holdingsOf(action.mint)) {
        token.name = after.mint.name;
        token.symbol = after.mint.symbol;
        token.mintAuthority = after.mint.mintAuthority;
        token.canMint = after.mint.mintAuthority === wallet;
      }
      if (own) own.balance = after.balance;
      // Fees withdrawn to a wallet that held none of the token: its account is made for them.
      else if (after.balance > before.balance && template) chain.credit(receiver, template, after.balance);
      const base = { decimals: after.decimals, token: after.mint.symbol, mint: action.mint, from: owner };
      return chain.record(owner, { ...base, ...tokenActionEntry(action, owner) }, signature);
    };
  },
};

/** Each kind's module; a kind of ChainAction without one does not compile. */
const modules = {
  create,
  mint,
  send,
  'send-batch': sendBatch,
  close,
  'update-metadata': tokenAction,
  'set-authority': tokenAction,
  burn: tokenAction,
  freeze: tokenAction,
  thaw: tokenAction,
  'set-transfer-fee': tokenAction,
  'withdraw-fees': tokenAction,
  'memo-transfer': memoTransfer,
  pause: tokenAction,
  resume: tokenAction,
  'update-multiplier': tokenAction,
  'force-transfer': forced,
  'force-burn': forced,
  // A proposal previews and, once submitted, runs the action it carries through this same registry.
  ...demoMultisigModules((action): DemoActionModule<ChainAction> => moduleOf(action)),
} satisfies { [K in ChainActionKind]: DemoActionModule<ChainActionOf<K>> };

// The registry's type pairs each kind with its module; TypeScript cannot follow the pairing through the union.
export const moduleOf = (action: ChainAction): DemoActionModule<ChainAction> =>
  modules[action.kind] as DemoActionModule<ChainAction>;

/** A preview as the chain's: the refusal, or the changes, one transaction's fee and the rent. */
export async function previewDemoAction(
  chain: DemoChain,
  timing: DemoTiming,
  owner: string,
  action: ChainAction,
): Promise<ActionPreview> {
  await sleep(timing.loadMs / 3);
  const cost = moduleOf(action).preview(chain, owner, action);
  const networkFee = cost.networkFee ?? demoNetworkFee();
  return {
    changes: cost.changes ?? [],
    feeLamports: networkFee.total,
    networkFee,
    transactions: 1,
    rentLamports: cost.rentLamports ?? 0n,
  };
}

const STAGES: ActionStage[] = ['building', 'simulating', 'signing', 'sending', 'confirming'];

/**
 * The action refused as the chain would (its own rules, then the SOL its fee and rent need); else a
 * landing: the action's change, with the fee and rent taken from the wallet.
 */
function prepareWithCost(chain: DemoChain, owner: string, action: ChainAction) {
  const module = moduleOf(action);
  const commit = module.prepare(chain, owner, action);
  const cost = module.preview(chain, owner, action);
  const lamports = (cost.networkFee ?? demoNetworkFee()).total + (cost.rentLamports ?? 0n);
  const wallet = chain.walletOf(owner);
  if (wallet.lamports < lamports) {
    throw new AppError('simulation-failed', INSUFFICIENT_SOL);
  }
  return (signature: string) => {
    const result = commit(signature);
    wallet.lamports -= lamports;
    return result;
  };
}

/**
 * An action as the chain runs one, walked through the same stages over the spec's 2000 ms: refused
 * before anything is "signed", signed (Demo's signature is random) and said so before it is "sent",
 * then landed — prepared again then, as the state may have moved during the wait. Stopped once it is
 * sent, it is pending, and lands when resumed or settled, as a sent transaction does.
 */
export async function runDemoAction<A extends ChainAction>(
  chain: DemoChain,
  timing: DemoTiming,
  signer: WalletSigner,
  action: A,
  { onStage, onSigned, signal }: ActionOptions = {},
): Promise<ActionResultOf<A['kind']>> {
  const owner = signer.address;
  const signature = randomSignature();
  if (action.kind === 'propose') return proposeDemo(chain, timing, owner, action, signature, onStage) as never;
  let sent = false;
  for (const stage of STAGES) {
    onStage?.(stage);
    if (stage === 'signing') prepareWithCost(chain, owner, action);
    if (stage === 'sending') {
      onSigned?.({ signature, lastValidBlockHeight: '0' });
      sent = true;
    }
    await sleep(timing.actionMs / STAGES.length);
    if (signal?.aborted) {
      if (sent)
        chain.keepPending(owner, pendingEntry(signature, action), () =>
          prepareWithCost(chain, owner, action)(signature),
        );
      throw new AppError('aborted', 'Stopped before the outcome was known.');
    }
  }
  return prepareWithCost(chain, owner, action)(signature) as ActionResultOf<A['kind']>;
}

/**
 * A group approved at once, as the chain would take it: each refused on its own before signing, every
 * signature handed over before anything lands, then each landing (or failing) on its own, in order.
 */
export async function runDemoGroup<A extends ChainAction>(
  chain: DemoChain,
  timing: DemoTiming,
  signer: WalletSigner,
  actions: readonly A[],
  { onStage, onSigned, signal }: GroupOptions = {},
): Promise<Settled<ActionResultOf<A['kind']>>[]> {
  const owner = signer.address;
  const settled: Settled<ActionResultOf<A['kind']>>[] = new Array(actions.length);
  const pause = () => sleep(timing.actionMs / STAGES.length);
  onStage?.('simulating');
  await pause();
  const ready: { index: number; signature: string }[] = [];
  for (const [index, action] of actions.entries()) {
    try {
      if (action.kind === 'propose') throw new AppError('invalid', 'This action cannot be approved with others.');
      prepareWithCost(chain, owner, action);
      ready.push({ index, signature: randomSignature() });
    } catch (error) {
      settled[index] = { ok: false, error };
    }
  }
  if (ready.length === 0) return settled;
  onStage?.('signing');
  await pause();
  onSigned?.(new Map(ready.map(({ index, signature }) => [index, { signature, lastValidBlockHeight: '0' }])));
  onStage?.('sending');
  await pause();
  if (signal?.aborted) {
    for (const { index, signature } of ready) {
      const action = actions[index]!;
      chain.keepPending(owner, pendingEntry(signature, action), () => prepareWithCost(chain, owner, action)(signature));
    }
    throw new AppError('aborted', 'Stopped before the outcome was known.');
  }
  onStage?.('confirming');
  for (const { index, signature } of ready) {
    try {
      const value = prepareWithCost(chain, owner, actions[index]!)(signature) as ActionResultOf<A['kind']>;
      settled[index] = { ok: true, value };
    } catch (error) {
      // Refused when its turn came (an earlier one of the group spent the balance): failed on chain.
      settled[index] = { ok: false, error: new AppError('failed-on-chain', reasonOf(error), { signature }) };
    }
  }
  return settled;
}

/** A proposal is signed, not sent: its stages stop at signing, and its fee is paid when it is submitted. */
async function proposeDemo(
  chain: DemoChain,
  timing: DemoTiming,
  owner: string,
  action: ChainActionOf<'propose'>,
  signature: string,
  onStage: ActionOptions['onStage'],
) {
  for (const stage of ['building', 'simulating', 'signing'] as const) {
    onStage?.(stage);
    await sleep(timing.actionMs / STAGES.length);
  }
  return moduleOf(action).prepare(chain, owner, action)(signature);
}

/** How a pending action is named, as the chain's pending store names it. */
function pendingEntry(signature: string, action: ChainAction): PendingTransfer {
  if (action.kind !== 'send') return { signature, action: action.kind };
  return {
    signature,
    action: 'send',
    transfer: { mint: action.mint, recipient: action.recipient, amount: action.amount.toString() },
  };
}
