import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { useWallet } from '../use-wallet';
import { WalletAddressTrigger } from './wallet-address-trigger';
import { WalletIcon } from './wallet-icon';

// The dialog and the menu (and their Radix code) load when first needed, not with the first page.
const loadDialog = () => import('./wallet-dialog');
const WalletDialog = lazy(loadDialog);
const WalletMenu = lazy(() => import('./wallet-menu'));

function useWalletDialog() {
  const [open, setOpen] = useState(false);
  const dialog = open ? (
    <Suspense fallback={null}>
      <WalletDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return {
    dialog,
    openDialog: () => setOpen(true),
    // Start the download when the pointer or focus arrives, so the click rarely waits for it.
    preloadProps: { onPointerEnter: () => void loadDialog(), onFocus: () => void loadDialog() },
  };
}

/** The chosen wallet when this browser has it (a stored choice may name a wallet that is not offered here). */
function useChosenWallet() {
  const wallet = useWallet();
  const chosen = wallet.wallets.find((option) => option.name === wallet.walletName && option.installed);
  return { ...wallet, chosen };
}

/**
 * The navigation bar's wallet button: 'Select Wallet' opens the wallet dialog, 'Connect' connects the
 * chosen wallet, and once connected the shortened address opens a menu (copy, change wallet, disconnect).
 */
export function WalletButton({ className, size }: { className?: string; size?: ButtonProps['size'] }) {
  const { status, address, chosen, connect } = useChosenWallet();
  const { dialog, openDialog, preloadProps } = useWalletDialog();

  let button;
  if (address) {
    const icon = chosen?.icon;
    button = (
      <Suspense fallback={<WalletAddressTrigger address={address} icon={icon} className={className} />}>
        <WalletMenu address={address} icon={icon} className={className} onChangeWallet={openDialog} />
      </Suspense>
    );
  } else if (status === 'connecting') {
    button = (
      <Button className={className} size={size} disabled>
        <WalletIcon icon={chosen?.icon} />
        Connecting ...
      </Button>
    );
  } else if (chosen) {
    button = (
      <Button className={className} size={size} onClick={() => void connect()}>
        <WalletIcon icon={chosen.icon} />
        Connect
      </Button>
    );
  } else {
    button = (
      <Button className={className} size={size} aria-haspopup="dialog" onClick={openDialog} {...preloadProps}>
        Select Wallet
      </Button>
    );
  }
  return (
    <>
      {button}
      {dialog}
    </>
  );
}

/** The wallet gate's button: 'Connect Wallet' connects the chosen wallet, or opens the dialog to choose one. */
export function ConnectWalletButton({ className }: { className?: string }) {
  const { status, chosen, connect } = useChosenWallet();
  const { dialog, openDialog, preloadProps } = useWalletDialog();
  const label = status === 'connecting' ? 'Connecting ...' : status === 'connected' ? 'Connected' : 'Connect Wallet';
  return (
    <>
      <Button
        className={className}
        disabled={status !== 'disconnected'}
        aria-haspopup={chosen ? undefined : 'dialog'}
        onClick={() => (chosen ? void connect() : openDialog())}
        {...(chosen ? {} : preloadProps)}
      >
        <WalletIcon icon={chosen?.icon} />
        {label}
      </Button>
      {dialog}
    </>
  );
}
