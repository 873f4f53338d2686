import { GroupedAddress } from '@/shared/ui/grouped-address';

/** An authority as the user needs it: "You", another address in full, or "Revoked". */
export function AuthorityValue({ value, owner }: { value: string | null; owner: string }) {
  if (value === null) return <span className="font-medium">Revoked</span>;
  if (value === owner) return <span className="font-medium text-primary">You</span>;
  return <GroupedAddress address={value} className="text-xs" />;
}
