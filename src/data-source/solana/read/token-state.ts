import { unwrapOption } from '@solana/kit';
import { AccountState, type Mint } from '@solana-program/token-2022';
import { formatAmount } from '@/shared/lib/amount';
import { accountFacts, mintFacts, type Facts } from '../../action-wording';
import type { ScaledToken } from '@/entities/token/lib/token-traits';
import { decodeMint, decodeTokenAccountFull, extensionOf, type RawAccount } from './raw-account';
import { scaleOf, transferHookOf } from './token-traits';
import { authorityOf, groupOf } from './mint-authorities';
import { EXTENSION_AUTHORITIES, type ExtensionAuthorityRole } from '@/entities/token/lib/extension-param';

/** The mint as the shared preview wording reads it. */
function mintView(mint: Mint) {
  const metadata = extensionOf(mint, 'TokenMetadata');
  const fee = extensionOf(mint, 'TransferFeeConfig');
  const pausable = extensionOf(mint, 'PausableConfig');
  const defaultState = extensionOf(mint, 'DefaultAccountState');
  const scale = scaleOf(mint, nowSeconds());
  const group = groupOf(mint);
  return {
    decimals: mint.decimals,
    supply: mint.supply,
    mintAuthority: unwrapOption(mint.mintAuthority),
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    metadata: metadata
      ? {
          name: metadata.name,
          symbol: metadata.symbol,
          uri: metadata.uri,
          additional: metadata.additionalMetadata,
          updateAuthority: unwrapOption(metadata.updateAuthority),
        }
      : null,
    ...(pausable && { paused: pausable.paused }),
    ...(defaultState && { newAccountsFrozen: defaultState.state === AccountState.Frozen }),
    extensionAuthorities: extensionAuthoritiesOf(mint),
    ...(group && { group }),
    ...(extensionOf(mint, 'TransferHook') && { transferHook: transferHookOf(mint) ?? null }),
    ...(scale && { scale }),
    ...(fee && {
      transferFee: {
        basisPoints: fee.newerTransferFee.transferFeeBasisPoints,
        maximumFee: fee.newerTransferFee.maximumFee,
        epoch: fee.newerTransferFee.epoch,
        withheld: fee.withheldAmount,
      },
    }),
  };
}

/** Who holds each authority the mint's extensions keep, for the roles it has. */
function extensionAuthoritiesOf(mint: Mint) {
  const held: Partial<Record<ExtensionAuthorityRole, string | null>> = {};
  for (const role of Object.keys(EXTENSION_AUTHORITIES) as ExtensionAuthorityRole[]) {
    const holder = authorityOf(mint, role);
    if (holder !== undefined) held[role] = holder;
  }
  return held;
}

// A preview says amounts as they read now: the local clock stands in for the cluster's.
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A mint's decimals and its amount rule now: how a preview says its amounts. */
export const scaledTokenOf = (mint: Mint): ScaledToken => ({
  decimals: mint.decimals,
  scale: scaleOf(mint, nowSeconds()),
});

/** The facts of a watched account as raw bytes say them; a closed or missing account has none. */
export function factsOf(
  raw: RawAccount | null,
  kind: 'mint' | 'token-account',
  token: ScaledToken,
  owner: string,
): Facts {
  if (!raw) return new Map();
  if (kind === 'mint') return mintFacts(mintView(decodeMint(raw)), owner);
  const account = decodeTokenAccountFull(raw);
  return accountFacts(
    {
      amount: account.amount,
      frozen: account.state === AccountState.Frozen,
      withheld: extensionOf(account, 'TransferFeeAmount')?.withheldAmount,
      memoRequired: !!extensionOf(account, 'MemoTransfer')?.requireIncomingTransferMemos,
      cpiGuard: !!extensionOf(account, 'CpiGuard')?.lockCpi,
    },
    token,
  );
}

/**
 * Who controls a token account, as a co-signer must see it before signing: its owner, a delegate and how
 * much it may move, and who may close it. `you` is said for the viewer's own wallet.
 */
export function controlFactsOf(raw: RawAccount | null, token: ScaledToken, viewer?: string): Facts {
  if (!raw) return new Map();
  const account = decodeTokenAccountFull(raw);
  const who = (address: string) => (address === viewer ? `You (${address})` : address);
  const delegate = unwrapOption(account.delegate);
  const closer = unwrapOption(account.closeAuthority);
  return new Map([
    ['Owner', who(account.owner)],
    [
      'Delegate',
      delegate ? `${who(delegate)}, may move up to ${formatAmount(account.delegatedAmount, token.decimals)}` : 'None',
    ],
    ['Close authority', closer ? who(closer) : 'The owner'],
  ]);
}
