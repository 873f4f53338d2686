import type { ReactNode } from 'react';

/**
 * Children kept mounted while they are not to be seen (a wallet reconnecting, another account's data
 * loading), so what was typed in them and what they said stay for when they are shown again. Takes no
 * room of its own when shown.
 */
export function Kept({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  return (
    <div hidden={hidden} className={hidden ? undefined : 'contents'}>
      {children}
    </div>
  );
}
