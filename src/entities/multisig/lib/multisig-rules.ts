import { isValidAddress } from '@/shared/lib/address';

/** At least and at most this many signers in an SPL Token multisig. */
export const MULTISIG_MIN_SIGNERS = 2;
export const MULTISIG_MAX_SIGNERS = 11;

export interface MultisigIssues {
  /** Per signer row, in order: what is wrong with it, or null. */
  signers: (string | null)[];
  /** What is wrong with the list as a whole (too few, too many), or null. */
  list: string | null;
  threshold: string | null;
}

/**
 * What is wrong with a multisig's signers and threshold, said where the user typed it; the same rule for
 * the form and for both data sources. Whether an address is a program is the chain's to tell.
 */
export function multisigIssues(signers: readonly string[], threshold: number): MultisigIssues {
  const seen = new Set<string>();
  const rows = signers.map((typed) => {
    const signer = typed.trim();
    if (!signer) return 'Enter a signer address.';
    if (!isValidAddress(signer)) return 'Valid Solana address required';
    if (seen.has(signer)) return 'This signer is already listed.';
    seen.add(signer);
    return null;
  });
  const n = signers.length;
  const list =
    n < MULTISIG_MIN_SIGNERS || n > MULTISIG_MAX_SIGNERS
      ? `A multisig has ${MULTISIG_MIN_SIGNERS} to ${MULTISIG_MAX_SIGNERS} signers.`
      : null;
  const thresholdIssue =
    !Number.isInteger(threshold) || threshold < 1 || threshold > Math.max(n, 1)
      ? `The threshold must be a whole number from 1 to ${Math.max(n, 1)} (the number of signers).`
      : null;
  return { signers: rows, list, threshold: thresholdIssue };
}

/** The first issue, in words; null when there is none. */
export function firstMultisigIssue(signers: readonly string[], threshold: number): string | null {
  const issues = multisigIssues(signers, threshold);
  const row = issues.signers.findIndex((issue) => issue !== null);
  if (row >= 0) return `Signer ${row + 1}: ${issues.signers[row]}`;
  return issues.list ?? issues.threshold;
}

/** "Multisig, 2 of 3 signers": a multisig as a list names it. */
export const multisigLabel = (multisig: { threshold: number; signers: readonly string[] }) =>
  `Multisig, ${multisig.threshold} of ${multisig.signers.length} signers`;
