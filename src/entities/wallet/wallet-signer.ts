import { AppError } from '@/shared/lib/app-error';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { WalletSigner } from './model';
import { walletFeature } from './standard-wallet';

/**
 * The bridge from a connected Wallet Standard account to the data source. Errors from the wallet pass
 * through untouched: the data source tells a user rejection from a failure.
 */
export function createWalletSigner(wallet: Wallet, account: WalletAccount, chain: IdentifierString): WalletSigner {
  const sign = walletFeature(wallet, 'solana:signTransaction');
  if (sign) {
    return {
      address: account.address,
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
