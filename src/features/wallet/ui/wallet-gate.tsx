import { Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWallet } from '@/entities/wallet/use-wallet';
import { ConnectWalletButton } from '@/entities/wallet/ui/wallet-button';
import { Card } from '@/shared/ui/card';
import { Kept } from '@/shared/ui/kept';
import type { PageHeading } from '@/shared/ui/page-headings';
import { UnderHeading } from '@/shared/ui/page-layout';

interface WalletGateProps {
  children: ReactNode;
  /** The page's title and subtitle, shown above the card where the page will show them. */
  heading?: PageHeading;
}

/**
 * Pages that need a wallet show this until one is connected. While the wallet chosen on an earlier visit
 * reconnects by itself, its button already says 'Connecting ...' (never a 'Connect Wallet' to press again).
 * A wallet that disconnects while its page is in use (an approval open, a form half typed) leaves the page
 * where it was, hidden under the card: what was typed and what went wrong are there when a wallet is back.
 */
export function WalletGate({ children, heading }: WalletGateProps) {
  const { address } = useWallet();
  const [used, setUsed] = useState(false);
  if (address && !used) setUsed(true);
  return (
    <>
      {!address && <ConnectCard heading={heading} />}
      {(address || used) && <Kept hidden={!address}>{children}</Kept>}
    </>
  );
}

function ConnectCard({ heading }: { heading?: PageHeading }) {
  const Title = heading ? 'h2' : 'h1';
  return (
    <UnderHeading heading={heading}>
      <div className="mx-auto flex w-full max-w-lg items-start px-4 py-16">
        <Card className="flex w-full flex-col items-center gap-4 p-10 text-center">
          <div className="rounded-full bg-muted p-4">
            <Wallet className="size-8 text-primary" aria-hidden />
          </div>
          <Title className="text-2xl font-bold">Connect Your Wallet</Title>
          <p className="text-muted-foreground">You need to connect your wallet to access this feature.</p>
          <ConnectWalletButton />
        </Card>
      </div>
    </UnderHeading>
  );
}
