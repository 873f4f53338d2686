import type { SendTokensInput } from '@/entities/data-source/model';
import { useWalletAction } from '@/entities/data-source/use-wallet-action';

export const useSendTokens = () =>
  useWalletAction((dataSource, signer, input: SendTokensInput, onStage) =>
    dataSource.sendTokens(signer, input, onStage),
  );
