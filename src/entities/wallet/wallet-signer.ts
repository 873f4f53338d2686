import { AppError } from '@/shared/lib/app-error';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { TransactionVersion, WalletSigner } from './model';
import { walletFeature } from './standard-wallet';

/**
 * The newest message version a wallet signs, as its feature lists them: 1 where it lists 1, 0 where it signs
 * version 0 (or says nothing), legacy where it declares only that.
 */
export function versionFor(supported: readonly (string | number)[] | undefined): TransactionVersion {
  if (supported?.includes(1)) return 1;
  return !supported || supported.includes(0) || !supported.includes('legacy') ? 0 : 'legacy';
}

/**
 * The account the wallet has selected now, read from the wallet itself (its `accounts` change the moment
 * the user switches or disconnects, before the page hears of it): the connected one while the wallet still
 * shares it, else the first it shares, null when it shares none.
 */
function accountNowOf(wallet: Wallet, account: WalletAccount) {
  return () => {
    const shared = wallet.accounts;
    if (shared.some((each) => each.address === account.address)) return account.address;
    return shared[0]?.address ?? null;
  };
}

/**
 * The bridge from a connected Wallet Standard account to the data source. Errors from the wallet pass
 * through untouched: the data source tells a user rejection from a failure.
 */
export function createWalletSigner(wallet: Wallet, account: WalletAccount, chain: IdentifierString): WalletSigner {
  const sign = walletFeature(wallet, 'solana:signTransaction');
  const accountNow = accountNowOf(wallet, account);
  if (sign) {
    return {
      address: account.address,
      transactionVersion: versionFor(sign.supportedTransactionVersions),
      accountNow,
      async signTransaction(wireTransaction) {
        const [output] = await sign.signTransaction({ account, transaction: wireTransaction, chain });
        if (!output) throw new AppError('wallet', `${wallet.name} returned no signed transaction.`);
        return output.signedTransaction;
      },
      // The feature takes several inputs at once by its definition: one approval for all of them.
      async signTransactions(wireTransactions) {
        const outputs = await sign.signTransaction(
          ...wireTransactions.map((transaction) => ({ account, transaction, chain })),
        );
        if (outputs.length !== wireTransactions.length) {
          throw new AppError(
            'wallet',
            `${wallet.name} returned ${outputs.length} of ${wireTransactions.length} signed transactions.`,
          );
        }
        return outputs.map((output) => output.signedTransaction);
      },
    };
  }
  const signAndSend = walletFeature(wallet, 'solana:signAndSendTransaction');
  return {
    address: account.address,
    transactionVersion: versionFor(signAndSend?.supportedTransactionVersions),
    accountNow,
    signAndSendTransaction: signAndSend
      ? async (wireTransaction, { minContextSlot }) => {
          const [output] = await signAndSend.signAndSendTransaction({
            account,
            transaction: wireTransaction,
            chain,
            options: { minContextSlot: Number(minContextSlot) },
          });
          if (!output) throw new AppError('wallet', `${wallet.name} returned no signature.`);
          return output.signature;
        }
      : undefined,
  };
}
