import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Copy, LogOut, QrCode, Repeat } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/shared/lib/router';
import { useWallet } from '../use-wallet';
import { WalletAddressTrigger } from './wallet-address-trigger';

export const COPIED_MS = 400;

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

interface WalletMenuProps {
  address: string;
  icon: string | undefined;
  className?: string;
  onChangeWallet(): void;
  /** Open as it mounts (its button was clicked before the menu had loaded). */
  defaultOpen?: boolean;
  /** Take focus as it mounts (its button had it before the menu had loaded). */
  autoFocus?: boolean;
}

/** The connected wallet's dropdown: 'Copy address' (then 'Copied' for 400 ms), 'Receive', 'Change wallet', 'Disconnect'. */
export default function WalletMenu({
  address,
  icon,
  className,
  onChangeWallet,
  defaultOpen,
  autoFocus,
}: WalletMenuProps) {
  const { status, disconnect } = useWallet();
  const [copied, setCopied] = useState(false);
  const changeWallet = useRef(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // The clipboard was refused: the label simply does not change.
    }
  }

  return (
    // Not modal: a menu need not hide the page (Radix would aria-hide it while its links stay focusable).
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <WalletAddressTrigger
          address={address}
          icon={icon}
          className={className}
          disabled={status === 'disconnecting'}
          autoFocus={autoFocus}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          onCloseAutoFocus={() => {
            // The dialog opens once the menu has closed and focus is back on its button, so that the
            // two never hold focus or pointer events at once, and the dialog hands focus back there.
            if (!changeWallet.current) return;
            changeWallet.current = false;
            setTimeout(onChangeWallet, 0);
          }}
          className="z-50 min-w-44 rounded-lg border bg-card p-1 text-foreground shadow-lg"
        >
          <DropdownMenu.Item
            className={itemClass}
            onSelect={(event) => {
              event.preventDefault(); // stay open so that 'Copied' can be seen
              void copyAddress();
            }}
          >
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? 'Copied' : 'Copy address'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} asChild>
            <Link to="/receive">
              <QrCode className="size-4" aria-hidden />
              Receive
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => (changeWallet.current = true)}>
            <Repeat className="size-4" aria-hidden />
            Change wallet
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void disconnect()}>
            <LogOut className="size-4" aria-hidden />
            Disconnect
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
