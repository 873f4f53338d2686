import { unwrapOption } from '@solana/kit';
import { AccountState, type Mint } from '@solana-program/token-2022';
import { accountFacts, mintFacts, type Facts } from '../../action-wording';
import type { ScaledToken } from '@/entities/token/lib/token-traits';
import { decodeMint, decodeTokenAccountFull, extensionOf, type RawAccount } from './raw-account';
import { scaleOf } from './token-traits';

/** The mint as the shared preview wording reads it. */
function mintView(mint: Mint) {
  const metadata = extensionOf(mint, 'TokenMetadata');
  const fee = extensionOf(mint, 'TransferFeeConfig');
  const pausable = extensionOf(mint, 'PausableConfig');
  const scale = scaleOf(mint, nowSeconds());
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
    },
    token,
  );
}
