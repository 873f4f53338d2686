import type { AuthorityRole } from '@/data-source/contract';
import type { MultisigAccount } from '@/entities/multisig/model';
import { MULTISIG_METADATA } from '@/data-source/action-wording';
import { MultisigView } from '@/widgets/multisig-view';
import { useMultisigsAt } from '@/data-hooks/use-multisigs';
import type { TokenProgram } from '@/entities/token/model';
import { isValidAddress } from '@/shared/lib/address';
import { Alert, AlertDescription } from '@/shared/ui/alert';

/**
 * The multisig at the typed address, if it is one: asked of the chain (one account read), so the
 * metadata warning never depends on what this browser remembers.
 */
export function useTargetMultisig(typed: string): MultisigAccount | null {
  const address = isValidAddress(typed) ? typed : null;
  const asked = useMultisigsAt([address]);
  return address ? (asked.get(address) ?? null) : null;
}

const PROGRAMS: Record<TokenProgram, string> = {
  'token-2022': 'Token-2022',
  'spl-token': 'the classic SPL Token program',
};

/**
 * The new authority as a multisig: who will hold it; for metadata why that freezes it, and for another
 * program's multisig why it could never sign (the token program reads only its own multisigs).
 */
export function TargetMultisig({
  multisig,
  role,
  owner,
  program,
}: {
  multisig: MultisigAccount;
  role: AuthorityRole;
  owner: string;
  /** The token's program. */
  program: TokenProgram;
}) {
  return (
    <div className="flex flex-col gap-3" data-testid="target-multisig">
      <div className="rounded-lg border p-3">
        <MultisigView multisig={multisig} owner={owner} />
      </div>
      {multisig.program !== program && (
        <Alert variant="warning">
          <AlertDescription>
            This multisig belongs to {PROGRAMS[multisig.program]}, this token to {PROGRAMS[program]}: it could never
            sign for it, and the authority handed to it could never be used.
          </AlertDescription>
        </Alert>
      )}
      {role === 'metadata' && (
        <Alert variant="warning">
          <AlertDescription>{MULTISIG_METADATA}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
