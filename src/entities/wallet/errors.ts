/** The user chose a wallet that this browser does not have; its website has been opened. */
export class WalletNotInstalledError extends Error {
  readonly walletName: string;
  readonly url: string | undefined;

  constructor(walletName: string, url?: string) {
    super(`${walletName} is not installed`);
    this.name = 'WalletNotInstalledError';
    this.walletName = walletName;
    this.url = url;
  }
}
