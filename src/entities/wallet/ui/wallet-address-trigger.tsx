import { shortenAddress } from '@/shared/lib/address';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { WalletIcon } from './wallet-icon';

interface WalletAddressTriggerProps extends ButtonProps {
  address: string;
  icon: string | undefined;
}

/** The connected wallet's button: its icon and the shortened address. Opens the wallet menu. */
export function WalletAddressTrigger({ address, icon, ...props }: WalletAddressTriggerProps) {
  return (
    <Button title={address} {...props}>
      <WalletIcon icon={icon} />
      <span className="font-mono">{shortenAddress(address)}</span>
    </Button>
  );
}
