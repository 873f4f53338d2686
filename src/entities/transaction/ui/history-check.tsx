import type { HistoryProgress } from '@/entities/transaction/model';
import { LoadingLine } from '@/shared/ui/loading-line';

/** How far a history read has got with the wallet's token accounts (receipts are found only there). */
export function HistoryCheck({ progress }: { progress: HistoryProgress | undefined }) {
  if (!progress) return null;
  return (
    <LoadingLine small>
      Checking token accounts: {progress.checked} of {progress.total}
    </LoadingLine>
  );
}
