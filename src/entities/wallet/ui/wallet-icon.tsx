import { cn } from '@/shared/lib/cn';

/** A wallet's icon. Wallets supply it, so only data: images are shown (they cannot fetch or run anything). */
export function WalletIcon({ icon, className }: { icon: string | undefined; className?: string }) {
  if (!icon?.startsWith('data:image/')) return null;
  return <img src={icon} alt="" className={cn('size-5 shrink-0 rounded', className)} />;
}
