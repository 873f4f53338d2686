import { unwrapOption } from '@solana/kit';
import { AccountState, type Mint } from '@solana-program/token-2022';
import { accountFacts, mintFacts, type Facts } from '../../action-wording';
import { decodeMint, decodeTokenAccountFull, extensionOf, type RawAccount } from './raw-account';

/** The mint as the shared preview wording reads it. */
function mintView(mint: Mint) {
  const metadata = extensionOf(mint, 'TokenMetadata');
  const fee = extensionOf(mint, 'TransferFeeConfig');
  const pausable = extensionOf(mint, 'PausableConfig');
  const scaled = extensionOf(mint, 'ScaledUiAmountConfig');
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
    ...(scaled && {
      multiplier: {
        current: scaled.multiplier,
        next: scaled.newMultiplier,
        at: Number(scaled.newMultiplierEffectiveTimestamp),
      },
    }),
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

/** The facts of a watched account as raw bytes say them; a closed or missing account has none. */
export function factsOf(
  raw: RawAccount | null,
  kind: 'mint' | 'token-account',
  decimals: number,
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
    decimals,
  );
}
