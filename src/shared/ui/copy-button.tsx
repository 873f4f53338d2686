import { Copy } from 'lucide-react';
import { toast } from '@/shared/ui/toast';
import { Button } from './button';

interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. "Copy address". */
  label: string;
  toastTitle: string;
  toastDescription: string;
  /** `small`: a 32 px button, for dense rows. */
  small?: boolean;
}

/** Copies a value and confirms with a toast; says so when the clipboard is not available. */
export function CopyButton({ value, label, toastTitle, toastDescription, small }: CopyButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size={small ? 'icon-sm' : 'icon'}
      aria-label={label}
      title={label}
      onClick={() => copyText(value, toastTitle, toastDescription)}
    >
      <Copy className="size-4" aria-hidden />
    </Button>
  );
}

export async function copyText(value: string, toastTitle: string, toastDescription: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(toastTitle, { description: toastDescription });
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow access to the clipboard.' });
  }
}
