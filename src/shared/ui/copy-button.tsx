import { Copy } from 'lucide-react';
import { toast } from '@/shared/ui/toast';
import { Button } from './button';

interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. "Copy address". */
  label: string;
  toastTitle: string;
  toastDescription: string;
  className?: string;
}

/** Copies a value and confirms with a toast; says so when the clipboard is not available. */
export function CopyButton({ value, label, toastTitle, toastDescription, className }: CopyButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={className}
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
