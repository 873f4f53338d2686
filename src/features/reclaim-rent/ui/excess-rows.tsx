import type { ExcessRent, ExcessSource } from '@/entities/token/excess-rent';
import { exactSol } from '@/shared/lib/amount';
import { ChainText } from '@/shared/ui/chain-text';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import type { ReactNode } from 'react';

const SOURCE_WORDS: Record<ExcessSource, string> = {
  'token-account': 'Token account',
  mint: 'Mint',
  multisig: 'Multisig',
  nonce: 'Nonce account',
};

/** One account and what it holds above today's minimum; `control` is its checkbox or its proposal button. */
export function ExcessRow({ item, control }: { item: ExcessRent; control?: ReactNode }) {
  return (
    <li className="flex items-start gap-3 p-3 text-sm">
      {control}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <ChainText text={item.label} className="font-medium" />
        <span className="text-xs text-muted-foreground">
          {item.label !== SOURCE_WORDS[item.source] && `${SOURCE_WORDS[item.source]} `}
          <GroupedAddress address={item.address} />
        </span>
        {item.blocked && <span className="text-xs">{item.blocked}</span>}
      </div>
      <span className="shrink-0 font-mono text-xs">+{exactSol(item.excessLamports)}</span>
    </li>
  );
}
