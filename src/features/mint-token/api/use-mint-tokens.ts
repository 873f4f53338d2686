import type { MintTokensInput } from '@/entities/data-source/model';
import { useWalletAction } from '@/entities/data-source/use-wallet-action';

export const useMintTokens = () =>
  useWalletAction((dataSource, signer, input: MintTokensInput, onStage) =>
    dataSource.mintTokens(signer, input, onStage),
  );
