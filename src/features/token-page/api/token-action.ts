import type { TokenAction } from '@/data-source/contract';
import { useChainAction } from '@/data-source/use-chain-action';

/** A token action of the connected wallet (metadata, authorities, burn, freeze, fees), through the one send path. */
export const useTokenAction = () =>
  useChainAction((dataSource, signer, action: TokenAction, options) =>
    dataSource.runTokenAction(signer, action, options),
  );
