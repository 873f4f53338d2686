import { isAppError } from './app-error';

// Apart from the error class: the first page raises errors but never describes one, and loads no more
// than it needs.

/** What is said of an error the app did not raise itself: its text is not meant for a person. */
export const UNEXPECTED_ERROR = 'Something unexpected went wrong (the details are in the browser console).';

// Each unexpected error is logged once, however often a page renders it.
const logged = new WeakSet<object>();

/** The reason a page shows for an error: the app's own words, never an unknown error's text. */
export function reasonOf(error: unknown): string {
  if (isAppError(error)) return error.message;
  if (typeof error !== 'object' || error === null || !logged.has(error)) console.error(error);
  if (typeof error === 'object' && error !== null) logged.add(error);
  return UNEXPECTED_ERROR;
}

/**
 * The sentence a page shows for a failed action: the spec's catalogue sentence, then the reason.
 * A cancel is not a failure and has its own wording (see `isAppError(error, 'cancelled')`).
 */
export function describeError(catalogueMessage: string, error: unknown): string {
  const reason = reasonOf(error);
  // Trying again with the same wallet would meet the same refusal: the catalogue's invitation is not said.
  const catalogue =
    isAppError(error) && error.details.sameAgain
      ? catalogueMessage.replace(/ Please try again\.$/, '')
      : catalogueMessage;
  if (!reason || reason === catalogue) return catalogue;
  return `${catalogue} ${reason}`;
}
