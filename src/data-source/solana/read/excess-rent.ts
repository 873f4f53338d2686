import { unwrapOption } from '@solana/kit';
import type { ExcessRent, ExcessSource } from '@/entities/token/excess-rent';
import { nativeMintProgram } from '@/entities/token/lib/native-mints';
import { multisigLabel } from '@/entities/multisig/lib/multisig-rules';
import { reclaimRefusals } from '../../reclaim-wording';
import { rentExemptLamports, type RentRule } from '../../fee-rules';
import type { SolanaContext } from '../context';
import { getMultisigs } from '../multisig/multisig-account';
import { getNonceAccounts } from '../multisig/nonce-accounts';
import { parseAddress } from '../parse-address';
import { accountBytes, decodeMint, type RawAccount } from './raw-account';
import { readAccounts, readMints } from './read-mints';

/** What an account holds above what the cluster asks of its size today; 0 when nothing. */
export function excessOf(raw: RawAccount, rule: RentRule): bigint {
  const excess = BigInt(raw.lamports) - rentExemptLamports(rule, accountBytes(raw).length);
  return excess > 0n ? excess : 0n;
}

const tokenLabel = (name: string | undefined, symbol: string | undefined, fallback: string) =>
  name ? `${name}${symbol ? ` (${symbol})` : ''}` : fallback;

/**
 * The wallet's accounts holding more than the cluster asks today, the most first: its token accounts with
 * something in them (an empty one is closed, its whole rent back, on the same page), the mints whose mint
 * authority it or one of its multisigs is, its multisigs and its nonce accounts. Read in two more requests,
 * side by side, besides the lists the app already reads (token accounts, multisigs, nonce accounts).
 */
export async function getExcessRent(ctx: SolanaContext, ownerAddress: string): Promise<ExcessRent[]> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const [rule, accounts, multisigs, nonces] = await Promise.all([
    ctx.rent({ fresh: true }),
    ctx.tokenAccountsOf(owner),
    getMultisigs(ctx, owner),
    getNonceAccounts(ctx, owner),
  ]);
  const held = accounts.filter((account) => account.amount > 0n || excessOf(account.raw, rule) > 0n);
  const mintAddresses = [...new Set(accounts.map((account) => account.mint))];
  const ours = multisigs.filter((multisig) => multisig.signers.includes(owner));
  const others = [
    ...mintAddresses,
    ...ours.map((multisig) => multisig.address),
    ...nonces.map((nonce) => nonce.address),
  ];
  const [labels, raws] = await Promise.all([readMints(ctx, mintAddresses), readAccounts(ctx, others)]);
  const rawOf = new Map(others.map((address, index) => [address, raws[index] ?? null]));
  const found: ExcessRent[] = [];
  const add = (
    address: string,
    source: ExcessSource,
    label: string,
    raw: RawAccount | null,
    extra: Partial<ExcessRent> = {},
  ) => {
    const excessLamports = raw ? excessOf(raw, rule) : 0n;
    if (excessLamports > 0n) found.push({ address, source, label, excessLamports, blocked: null, ...extra });
  };

  for (const account of held) {
    if (account.amount === 0n) continue; // closed on the same page, its whole rent back
    const label = labels.get(account.mint);
    add(account.address, 'token-account', tokenLabel(label?.name, label?.symbol, account.mint), account.raw, {
      // Wrapped SOL keeps its reserve apart from what is wrapped; the program refuses to withdraw from it.
      blocked: nativeMintProgram(account.mint) ? reclaimRefusals.wrappedSol : null,
    });
  }
  const multisigAddresses = new Set(ours.map((multisig) => multisig.address));
  for (const mint of mintAddresses) {
    const raw = rawOf.get(mint) ?? null;
    if (!raw || nativeMintProgram(mint)) continue;
    const authority = unwrapOption(decodeMint(raw).mintAuthority);
    if (authority !== owner && !(authority && multisigAddresses.has(authority))) continue;
    const label = labels.get(mint);
    add(mint, 'mint', tokenLabel(label?.name, label?.symbol, mint), raw, {
      ...(authority !== owner && authority && { viaMultisig: authority }),
    });
  }
  for (const multisig of ours) {
    add(multisig.address, 'multisig', multisigLabel(multisig), rawOf.get(multisig.address) ?? null, {
      viaMultisig: multisig.address,
    });
  }
  for (const nonce of nonces) add(nonce.address, 'nonce', 'Nonce account', rawOf.get(nonce.address) ?? null);
  return found.sort((a, b) =>
    a.excessLamports === b.excessLamports ? 0 : a.excessLamports > b.excessLamports ? -1 : 1,
  );
}
