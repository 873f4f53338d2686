import * as Dialog from '@radix-ui/react-dialog';
import { useInertApp } from '@/shared/ui/use-inert-app';
import { ChevronDown, ExternalLink, Wallet, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { cn } from '@/shared/lib/cn';
import { Spinner } from '@/shared/ui/spinner';
import { mobileWalletRegistered, offersMobileWallet, registerMobileWallet } from '../register-mobile';
import { useWallet, type WalletOption } from '../use-wallet';
import { WalletIcon } from './wallet-icon';

/** The dialog fades out for this long before it unmounts. */
export const CLOSE_DELAY_MS = 150;

/**
 * 'Connect a wallet on Solana to continue': the wallets of this browser, then (behind 'More options') the
 * suggested wallets it does not have. Choosing one selects and connects it and closes the dialog.
 */
export default function WalletDialog({ onClose }: { onClose(): void }) {
  useInertApp();
  const { wallets, connect } = useWallet();
  const detected = wallets.filter((w) => w.installed);
  const others = wallets.filter((w) => !w.installed);
  const [shown, setShown] = useState(false);
  const lookingForApps = useMobileWalletApps();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const firstChoice = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The button that opened the dialog gets focus back (Radix would look for a Dialog.Trigger we do not use).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const fadeIn = setTimeout(() => setShown(true), 0);
    return () => {
      clearTimeout(fadeIn);
      clearTimeout(closeTimer.current);
    };
  }, []);

  const close = useCallback(() => {
    if (closeTimer.current !== undefined) return;
    setShown(false);
    closeTimer.current = setTimeout(onClose, CLOSE_DELAY_MS);
  }, [onClose]);

  const choose = (name: string) => {
    close();
    void connect(name);
  };

  const toggle = (collapsedLabel: string, expandedLabel: string) => (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={listId}
      onClick={() => setExpanded((open) => !open)}
      className="mx-auto flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {expanded ? expandedLabel : collapsedLabel}
      <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
    </button>
  );
  const collapsible = (
    <div id={listId} hidden={!expanded}>
      <WalletList wallets={others} onChoose={choose} />
    </div>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            'fixed inset-0 z-50 bg-black/60 transition-opacity duration-150',
            shown ? 'opacity-100' : 'opacity-0',
          )}
        />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            if (!firstChoice.current) return;
            event.preventDefault();
            firstChoice.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto',
            'rounded-xl border bg-card p-6 pt-12 text-foreground shadow-xl transition duration-150',
            shown ? 'scale-100 opacity-100' : 'scale-95 opacity-0',
          )}
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
          {detected.length > 0 || lookingForApps ? (
            <>
              <Dialog.Title className="text-center text-lg font-semibold">
                Connect a wallet on Solana to continue
              </Dialog.Title>
              {detected.length > 0 ? (
                <>
                  <div className="flex flex-col gap-1">
                    <WalletList wallets={detected} onChoose={choose} firstRef={firstChoice} />
                    {others.length > 0 && collapsible}
                  </div>
                  {others.length > 0 && toggle('More options', 'Less options')}
                </>
              ) : (
                <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
                  <Spinner />
                  Looking for wallet apps on this phone...
                </p>
              )}
            </>
          ) : (
            <>
              <Dialog.Title className="text-center text-lg font-semibold">
                You&apos;ll need a wallet on Solana to continue
              </Dialog.Title>
              <div className="mx-auto rounded-full bg-muted p-5">
                <Wallet className="size-10 text-primary" aria-hidden />
              </div>
              {others.length > 0 && (
                <>
                  {toggle('Already have a wallet? View options', 'Hide options')}
                  {collapsible}
                </>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * On Android the phone's wallet apps (the Mobile Wallet Adapter) load when the dialog is first wanted:
 * true until they are registered, so the dialog says it is looking rather than that there is no wallet.
 */
function useMobileWalletApps(): boolean {
  const [looking, setLooking] = useState(() => offersMobileWallet() && !mobileWalletRegistered());
  useEffect(() => {
    if (!looking) return;
    let open = true;
    void registerMobileWallet().then(() => open && setLooking(false));
    return () => {
      open = false;
    };
  }, [looking]);
  return looking;
}

interface WalletListProps {
  wallets: WalletOption[];
  onChoose(name: string): void;
  firstRef?: Ref<HTMLButtonElement>;
}

function WalletList({ wallets, onChoose, firstRef }: WalletListProps) {
  return (
    <ul className="flex flex-col gap-1">
      {wallets.map((wallet, index) => (
        <li key={wallet.name}>
          <button
            ref={index === 0 ? firstRef : undefined}
            type="button"
            onClick={() => onChoose(wallet.name)}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <WalletIcon icon={wallet.icon} className="size-7 rounded-md" />
            <span className="min-w-0 flex-1 truncate">{wallet.name}</span>
            {wallet.installed ? (
              <span className="rounded-full border border-green-600/40 bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950/40 dark:text-green-200">
                Detected
              </span>
            ) : (
              <>
                <ExternalLink className="size-4 text-muted-foreground" aria-hidden />
                <span className="sr-only">(opens its website)</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
