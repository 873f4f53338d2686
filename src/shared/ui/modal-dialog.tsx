import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { useInertApp } from './use-inert-app';

interface ModalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** Width and layout of the panel; it is centred and never wider than the screen. */
  className?: string;
  children: ReactNode;
}

/** A modal dialog: the app behind it is inert, Escape and the overlay close it, focus returns on close. */
export function ModalDialog({ open, onOpenChange, title, description, className, children }: ModalDialogProps) {
  useInertApp(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card p-6 shadow-xl',
            className,
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-muted-foreground">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog it is in. */
export const DialogClose = Dialog.Close;
