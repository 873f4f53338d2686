import { BookUser, QrCode, X } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { SavedAddress } from '@/entities/address-book/lib/use-address-book';
import { shortenAddress } from '@/shared/lib/address';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';

interface RecipientInputProps extends ComponentProps<typeof Input> {
  /** Addresses this wallet paid, newest first. */
  recent: string[];
  saved: SavedAddress[];
  onPick: (address: string) => void;
  onForget: (address: string) => void;
  onScan: () => void;
}

/**
 * The recipient field: the address input, the QR button, and a list of the wallet's saved and recently
 * paid addresses that fills the field. FormField passes id/aria props through to the input.
 */
export function RecipientInput({ recent, saved, onPick, onForget, onScan, ...props }: RecipientInputProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const savedSet = new Set(saved.map((entry) => entry.address));
  const unsavedRecent = recent.filter((address) => !savedSet.has(address)).slice(0, 5);
  const hasChoices = saved.length + unsavedRecent.length > 0;
  const pick = (address: string) => {
    onPick(address);
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          placeholder="Recipient's Solana address"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...props}
        />
        {hasChoices && (
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-10 shrink-0"
            aria-label="Saved and recent addresses"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <BookUser className="size-4" aria-hidden />
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10 shrink-0"
          aria-label="Scan QR code"
          onClick={onScan}
        >
          <QrCode className="size-4" aria-hidden />
        </Button>
      </div>
      {open && hasChoices && (
        <div id={listId} className="flex flex-col gap-3 rounded-lg border bg-card p-3 text-sm">
          {saved.length > 0 && (
            <AddressList title="Address book">
              {saved.map((entry) => (
                <li key={entry.address} className="flex items-center gap-1">
                  <PickButton address={entry.address} label={entry.label} onPick={pick} />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove ${entry.label} from the address book`}
                    onClick={() => onForget(entry.address)}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </AddressList>
          )}
          {unsavedRecent.length > 0 && (
            <AddressList title="Recently paid">
              {unsavedRecent.map((address) => (
                <li key={address}>
                  <PickButton address={address} onPick={pick} />
                </li>
              ))}
            </AddressList>
          )}
        </div>
      )}
    </div>
  );
}

function AddressList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

function PickButton({ address, label, onPick }: { address: string; label?: string; onPick: (a: string) => void }) {
  return (
    <button
      type="button"
      className="flex min-w-0 flex-1 flex-col items-start rounded-md px-2 py-1 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onPick(address)}
    >
      {label && <span className="max-w-full truncate font-medium">{label}</span>}
      <span className="font-mono text-xs text-muted-foreground">
        <span className="sr-only">{address}</span>
        <span aria-hidden>{shortenAddress(address, 6)}</span>
      </span>
    </button>
  );
}
