/** A memo rides in the transaction as UTF-8 bytes: this many leave room for the transfer itself. */
export const MEMO_MAX_BYTES = 256;

// A lone UTF-16 surrogate has no UTF-8 form: an encoder would put U+FFFD in its place, silently.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** How many bytes the memo weighs on chain. */
export const memoBytes = (memo: string) => new TextEncoder().encode(memo).length;

/** Why a memo cannot be sent as typed, or null when it can (an empty memo means none). */
export function memoIssue(memo: string): string | null {
  if (LONE_SURROGATE.test(memo)) return 'The memo is not valid UTF-8 text: retype it without the broken character.';
  const bytes = memoBytes(memo);
  if (bytes > MEMO_MAX_BYTES) {
    return `The memo is ${bytes} bytes in UTF-8: at most ${MEMO_MAX_BYTES} bytes fit with the transfer.`;
  }
  return null;
}

/** Said under the Memo field when the recipient's account takes no transfer without one. */
export const MEMO_REQUIRED =
  "The recipient's account requires a memo with every incoming transfer: write one to send to it.";

/** Said before the wallet is asked, of a recipient whose account takes no transfer without a memo. */
export const memoRequiredBy = (wallet: string) =>
  `The account of ${wallet} requires a memo with every incoming transfer: write a memo to send to it.`;
