import { unwrapOption } from '@solana/kit';
import { AccountState, getTokenDecoder, type Extension, type Mint } from '@solana-program/token-2022';
import { formatAmount } from '@/shared/lib/amount';
import { neutralizeText } from '@/shared/lib/untrusted-text';
import { accountBytes, decodeMint, type RawAccount } from './raw-account';

/** What a person checks about an account before and after a change: label -> text. */
export type Facts = Map<string, string>;

const who = (value: string | null | undefined, owner: string) =>
  value === null || value === undefined ? 'Revoked' : value === owner ? `You (${value})` : value;

/** A mint's supply, authorities, metadata and fee settings, as the token page words them. */
export function mintFacts(mint: Mint, owner: string): Facts {
  const amount = (value: bigint) => formatAmount(value, mint.decimals);
  const facts: Facts = new Map([
    ['Supply', amount(mint.supply)],
    ['Mint authority', who(unwrapOption(mint.mintAuthority), owner)],
    ['Freeze authority', who(unwrapOption(mint.freezeAuthority), owner)],
  ]);
  for (const extension of (unwrapOption(mint.extensions) ?? []) as Extension[]) {
    if (extension.__kind === 'TokenMetadata') {
      facts.set('Name', neutralizeText(extension.name));
      facts.set('Symbol', neutralizeText(extension.symbol));
      facts.set('Metadata URI', neutralizeText(extension.uri) || '—');
      for (const [key, value] of extension.additionalMetadata) {
        facts.set(`Field "${neutralizeText(key)}"`, neutralizeText(value));
      }
      facts.set('Metadata update authority', who(unwrapOption(extension.updateAuthority), owner));
    }
    if (extension.__kind === 'TransferFeeConfig') {
      const fee = extension.newerTransferFee;
      facts.set(
        'Transfer fee',
        `${fee.transferFeeBasisPoints} basis points, at most ${amount(fee.maximumFee)} (from epoch ${fee.epoch})`,
      );
      facts.set('Fees withheld in the mint', amount(extension.withheldAmount));
    }
  }
  return facts;
}

/** A token account's balance, state and withheld fees. */
export function tokenAccountFacts(raw: RawAccount, decimals: number): Facts {
  const account = getTokenDecoder().decode(accountBytes(raw));
  const facts: Facts = new Map([
    ['Balance', formatAmount(account.amount, decimals)],
    ['State', account.state === AccountState.Frozen ? 'Frozen' : 'Active'],
  ]);
  for (const extension of (unwrapOption(account.extensions) ?? []) as Extension[]) {
    if (extension.__kind === 'TransferFeeAmount')
      facts.set('Fees withheld', formatAmount(extension.withheldAmount, decimals));
  }
  return facts;
}

/** The facts of a watched account as raw bytes say them; a closed or missing account has none. */
export function factsOf(
  raw: RawAccount | null,
  kind: 'mint' | 'token-account',
  decimals: number,
  owner: string,
): Facts {
  if (!raw) return new Map();
  return kind === 'mint' ? mintFacts(decodeMint(raw), owner) : tokenAccountFacts(raw, decimals);
}
