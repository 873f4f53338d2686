/** "1 account", "3 accounts": a count with its word, in the plural when it is not one. */
export const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
