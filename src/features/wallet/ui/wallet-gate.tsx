import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWallet } from '@/entities/wallet/use-wallet';
import { ConnectWalletButton } from '@/entities/wallet/ui/wallet-button';
import { Card } from '@/shared/ui/card';

/** Pages that need a wallet show this until one is connected. */
export function WalletGate({ children }: { children: ReactNode }) {
  const { address } = useWallet();
  if (address) return <>{children}</>;
  return (
    <div className="mx-auto flex w-full max-w-lg items-start px-4 py-16">
      <Card className="flex w-full flex-col items-center gap-4 p-10 text-center">
        <div className="rounded-full bg-muted p-4">
          <Wallet className="size-8 text-primary" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold">Connect Your Wallet</h1>
        <p className="text-muted-foreground">You need to connect your wallet to access this feature.</p>
        <ConnectWalletButton />
      </Card>
    </div>
  );
}
