import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { toast as sonnerToast, Toaster as SonnerToaster } from 'sonner';
import { whenIdle } from '@/shared/lib/when-idle';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';
type ToastId = string | number;
export interface ToastOptions {
  id?: ToastId;
  /** Words, or words on several lines. */
  description?: string | ReactNode;
  action?: { label: string; onClick: () => void };
}

// sonner is downloaded with the first toast, once the page is idle (the first page never waits for it;
// the connection's toast comes at load): until then calls wait in order.
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const waiting: ((s: Sonner) => void)[] = [];
const listeners = new Set<(s: Sonner) => void>();
let nextId = 1;

function withSonner(run: (s: Sonner) => void) {
  if (sonner) return run(sonner);
  waiting.push(run);
  loading ??= whenIdle()
    .then(() => {
      // For `npm run bench`: what is requested from here on was not needed to show the page.
      performance.mark('token-manager:loads-when-idle');
      return import('sonner');
    })
    .then((loaded) => {
      sonner = loaded;
      for (const listener of listeners) listener(loaded);
      for (const each of waiting.splice(0)) each(loaded);
      return loaded;
    });
}

function show(kind: Kind, title: string, options: ToastOptions = {}): ToastId {
  // Our own id, so a toast can be updated (loading -> success) before sonner has arrived.
  const id = options.id ?? `toast-${nextId++}`;
  withSonner((s) => (s.toast[kind] as typeof sonnerToast.success)(title, { ...options, id }));
  return id;
}

/** The app's one toast API (sonner's, loaded on first use). */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
  loading: (title: string, options?: ToastOptions) => show('loading', title, options),
  dismiss: (id?: ToastId) => withSonner((s) => s.toast.dismiss(id)),
};

/** sonner's <Toaster>, rendered once sonner has been loaded by the first toast. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [loaded, setLoaded] = useState<Sonner | null>(sonner);
  useEffect(() => {
    if (sonner) setLoaded(sonner);
    listeners.add(setLoaded);
    return () => void listeners.delete(setLoaded);
  }, []);
  if (!loaded) return null;
  const { Toaster: Loaded } = loaded;
  return <Loaded {...props} />;
}
