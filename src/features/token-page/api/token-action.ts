import type { TokenAction } from '@/data-source/contract';
import { useWalletAction } from '@/data-source/use-wallet-action';

/** A token action of the connected wallet (metadata, authorities, burn, freeze, fees), through the one send path. */
export const useTokenAction = () =>
  useWalletAction((dataSource, signer, action: TokenAction, options) =>
    dataSource.runTokenAction(signer, action, options),
  );
