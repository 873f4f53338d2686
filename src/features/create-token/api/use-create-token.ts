import type { CreateTokenInput } from '@/entities/data-source/model';
import { useWalletAction } from '@/entities/data-source/use-wallet-action';

export const useCreateToken = () =>
  useWalletAction((dataSource, signer, input: CreateTokenInput, onStage) =>
    dataSource.createToken(signer, input, onStage),
  );
