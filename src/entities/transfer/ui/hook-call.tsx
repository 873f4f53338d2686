import { Webhook } from 'lucide-react';
import type { TransferHookCall } from '@/entities/transfer/model';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';

/**
 * What a hooked token's transfer also does: the issuer's program runs on it and is handed accounts, some of
 * which it may write. Said before the wallet is asked, on Send's confirmation and a bulk send's review.
 */
export function HookCall({
  hook,
  each = false,
}: {
  hook: TransferHookCall;
  /** A bulk send: on every transfer. */ each?: boolean;
}) {
  const program = hook.programName ? `${hook.programName} (${hook.program})` : hook.program;
  return (
    <Alert variant="warning" data-testid="hook-call">
      <AlertTitle className="flex items-center gap-2">
        <Webhook className="size-4 shrink-0" aria-hidden /> {each ? 'Every transfer runs' : 'This transfer runs'} the
        token’s transfer hook
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-1 [overflow-wrap:anywhere]">
        <p>
          The program <span className="font-mono">{program}</span> runs on {each ? 'each transfer' : 'it'}. The token’s
          issuer chose it and may change it at any time.
        </p>
        {hook.accounts === null ? (
          <p>The accounts it needs could not be worked out here.</p>
        ) : hook.accounts.length > 0 ? (
          <>
            <p>
              It is given {hook.accounts.length === 1 ? 'this account' : `these ${hook.accounts.length} accounts`}
              {each ? ' (for the first recipient; each transfer names its own)' : ''}:
            </p>
            <ul className="list-disc pl-5 font-mono text-xs">
              {hook.accounts.map((account) => (
                <li key={account.address}>
                  {account.address}
                  {account.writable && <span className="font-sans"> — it may change this account</span>}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>It is given no account beyond the transfer’s own.</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
