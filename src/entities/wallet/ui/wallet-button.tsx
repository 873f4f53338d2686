import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/shared/lib/when-idle';
import { Button, type ButtonProps } from '@/shared/ui/button';
import { registerMobileWallet } from '../register-mobile';
import { useWallet } from '../use-wallet';
import { WalletAddressTrigger } from './wallet-address-trigger';
import { WalletIcon } from './wallet-icon';

// The dialog and the menu (and their Radix code) load when first needed, not with the first page; so do
// the phone's wallet apps (the Mobile Wallet Adapter, on Android) that the dialog lists.
const loadDialog = () => import('./wallet-dialog');
const WalletDialog = lazy(loadDialog);
const preloadDialog = () => {
  void loadDialog();
  void registerMobileWallet();
};
type WalletMenuComponent = (typeof import('./wallet-menu'))['default'];
let loadedMenu: WalletMenuComponent | null = null;
const loadMenu = () =>
  import('./wallet-menu').then(({ default: menu }) => {
    loadedMenu = menu;
    return menu;
  });

/** For tests: as on a page where the menu has not loaded yet. */
export function forgetLoadedWalletMenu(): void {
  loadedMenu = null;
}

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
    preloadProps: { onPointerEnter: preloadDialog, onFocus: preloadDialog },
  };
}

interface ConnectedButtonProps {
  address: string;
  icon: string | undefined;
  className?: string;
  onChangeWallet(): void;
}

/**
 * The connected wallet's address, which opens its menu. The menu (and Radix's dropdown under it) loads
 * when the page is idle, or at once when the pointer or focus reaches the button; a click before it has
 * arrived opens it on arrival, and focus stays on the button as the menu's own takes its place.
 */
function ConnectedButton({ address, icon, className, onChangeWallet }: ConnectedButtonProps) {
  // Not a lazy component behind Suspense: the placeholder must stay the very element under the pointer
  // and focus until the menu has arrived, then give way to it once.
  const [Menu, setMenu] = useState<WalletMenuComponent | null>(() => loadedMenu);
  const [wanted, setWanted] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const focused = useRef(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle().then(() => mounted && setWanted(true));
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (!wanted || Menu) return;
    let mounted = true;
    loadMenu().then(
      (menu) => mounted && setMenu(() => menu),
      (error: unknown) => console.warn('The wallet menu could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, Menu]);

  if (Menu) {
    return (
      <Menu
        address={address}
        icon={icon}
        className={className}
        onChangeWallet={onChangeWallet}
        defaultOpen={openOnArrival}
        // Opening moves focus into the menu, and back to its button when it closes.
        autoFocus={focused.current && !openOnArrival}
      />
    );
  }
  const openWhenArrived = () => {
    setWanted(true);
    setOpenOnArrival(true);
  };
  return (
    <WalletAddressTrigger
      address={address}
      icon={icon}
      className={className}
      aria-haspopup="menu"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => {
        focused.current = true;
        setWanted(true);
      }}
      onBlur={() => (focused.current = false)}
      // Radix opens its menu on pointerdown (and on keys, whose activation is a click here).
      onPointerDown={openWhenArrived}
      onClick={openWhenArrived}
    />
  );
}

/** The chosen wallet when this browser has it (a stored choice may name a wallet that is not offered here). */
function useChosenWallet() {
  const wallet = useWallet();
  const chosen = wallet.wallets.find((option) => option.name === wallet.walletName && option.installed);
  // A wallet chosen on an earlier visit that is reconnecting by itself: 'Connecting ...' from the first
  // moment, never a 'Connect' that would ask again.
  const connecting = wallet.status === 'connecting' || wallet.reconnecting;
  return { ...wallet, chosen, connecting };
}

/**
 * The navigation bar's wallet button: 'Select Wallet' opens the wallet dialog, 'Connect' connects the
 * chosen wallet, and once connected the shortened address opens a menu (copy, change wallet, disconnect).
 */
export function WalletButton({ className, size }: { className?: string; size?: ButtonProps['size'] }) {
  const { address, chosen, connecting, connect } = useChosenWallet();
  const { dialog, openDialog, preloadProps } = useWalletDialog();

  let button;
  if (address) {
    const icon = chosen?.icon;
    button = <ConnectedButton address={address} icon={icon} className={className} onChangeWallet={openDialog} />;
  } else if (connecting) {
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
  const { status, chosen, connecting, connect } = useChosenWallet();
  const { dialog, openDialog, preloadProps } = useWalletDialog();
  const label = connecting ? 'Connecting ...' : status === 'connected' ? 'Connected' : 'Connect Wallet';
  return (
    <>
      <Button
        className={className}
        disabled={connecting || status !== 'disconnected'}
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
