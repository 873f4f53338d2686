/** A whole number as people read it: thousands separated ("10,000"). */
export const whole = (n: number) => n.toLocaleString('en-US');

/** "1 account", "3 accounts", "10,000 recipients": a count with its word, in the plural when it is not one. */
export const count = (n: number, word: string) => `${whole(n)} ${word}${n === 1 ? '' : 's'}`;
