import { cn } from '@/shared/lib/cn';

/**
 * A full address in groups of four characters, so that it can be compared character by character (a
 * shortened one is what address poisoning relies on). Groups are spaced by margin, not by spaces, so a
 * copy gives the address itself; a line may break between groups only.
 */
export function GroupedAddress({ address, className }: { address: string; className?: string }) {
  const groups = address.match(/.{1,4}/g) ?? [];
  return (
    <span className={cn('font-mono', className)} data-address={address}>
      {groups.map((group, index) => (
        <span key={index} className="mr-1.5 inline-block">
          {group}
        </span>
      ))}
    </span>
  );
}
