import { useWallet } from '@/entities/wallet/use-wallet';
import { shortenAddress } from '@/shared/lib/address';
import { Button } from '@/shared/ui/button';
import { copyText } from '@/shared/ui/copy-button';

/** The connected wallet's shortened address; a click copies the whole address. */
export function AddressButton() {
  const { address } = useWallet();
  if (!address) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="font-mono"
      title="Copy wallet address"
      aria-label={`Copy wallet address ${address}`}
      onClick={() => copyText(address, 'Address copied!', 'Wallet address copied to clipboard')}
    >
      {shortenAddress(address)}
    </Button>
  );
}
