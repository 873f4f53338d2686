import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDataSource } from '@/data-hooks/use-data-source';
import type { TokenHolding } from '@/entities/token/model';
import { toast } from '@/shared/ui/toast';
import { readScannedCode, type ScannedFields } from '../lib/scanned-request';
import type { SendTokensValues } from './send-tokens-form';

/**
 * A scanned QR code filling the send form: the camera dialog's state, the code read into the fields, and
 * the Solana Pay request it came from while its recipient is still the one in the field (its references
 * then ride on the transfer).
 */
export function useScannedRequest(form: UseFormReturn<SendTokensValues, unknown, unknown>, tokens: TokenHolding[]) {
  const { cluster } = useDataSource();
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<ScannedFields | null>(null);

  /** Reads the code into the form; its refusal in words, or null once filled in. */
  const onCode = (text: string) => {
    const result = readScannedCode(text, tokens);
    if (!result.ok) return result.message;
    const { fields } = result;
    const options = { shouldValidate: form.formState.isSubmitted };
    form.setValue('recipientAddress', fields.recipientAddress, options);
    if (fields.tokenMint) form.setValue('tokenMint', fields.tokenMint, options);
    if (fields.amount) form.setValue('amount', fields.amount, options);
    if (fields.memo !== undefined) form.setValue('memo', fields.memo, options);
    setScanned(fields);
    setScanning(false);
    return null;
  };
  const onScan = () =>
    cluster.id === 'demo' ? toast.info('QR scanning is not implemented in the demo') : setScanning(true);
  /** The request behind the recipient now in the field, if it came from one. */
  const requestFor = (recipient: string) => (scanned && scanned.recipientAddress === recipient.trim() ? scanned : null);

  return { scanning, setScanning, onCode, onScan, requestFor };
}
