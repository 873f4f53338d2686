import { amountIssue } from '@/entities/token/lib/amount-issue';
import { isValidAddress, shortenAddress } from '@/shared/lib/address';
import { parseAmount } from '@/shared/lib/amount';
import { movesNothingIssue, rawUnits, transferRefusal } from '@/entities/token/lib/token-traits';
import type { AmountScale, TokenHolding } from '@/entities/token/model';
import { whole } from '@/shared/lib/count';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';

export const MAX_ROWS = 10_000;

/** One line of the file as written. */
export interface CsvLine {
  /** 1-based line number in the file, for messages the user can find. */
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("" inside quotes) and line breaks; CRLF or LF;
 * a byte-order mark is dropped. Blank lines are skipped. Never throws: an unclosed quote ends the field.
 */
export function parseCsv(text: string): CsvLine[] {
  const input = text.replace(/^\ufeff/, '');
  const lines: CsvLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) lines.push({ line: startLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endRow();
      line++;
      startLine = line;
    } else cell += char;
  }
  endRow();
  return lines;
}

export interface RecipientRow {
  line: number;
  address: string;
  amountText: string;
  /** Raw base units (what moves on chain); null when the amount is not valid. */
  amount: bigint | null;
  /** Why the row cannot be sent. */
  error?: string;
  /** What the user should look at before sending (the row is still sent). */
  warning?: string;
}

interface RowRules {
  decimals: number;
  /** A scaled token's rule: amounts are typed as shown and sent in raw units. */
  scale?: AmountScale;
  symbol: string;
  owner: string;
  /** The known addresses (history, address book) that `address` resembles without being: a row with any is flagged. */
  lookalikes: (address: string) => string[];
}

const looksLikeHeader = (cells: string[]) =>
  !isValidAddress(cells[0]?.trim() ?? '') && /address|wallet|recipient/i.test(cells[0] ?? '');

/**
 * `address,amount` rows, each checked on its own and against the others: a valid address, an exact
 * amount in the token's decimals (a "." for decimals; grouping commas only inside quotes), each address
 * once, never the wallet itself. A look-alike of a known address, and a program address, are flagged.
 */
export function readRecipients(text: string, rules: RowRules): RecipientRow[] {
  const lines = parseCsv(text);
  const body = lines.length > 0 && looksLikeHeader(lines[0]!.cells) ? lines.slice(1) : lines;
  const firstLineOf = new Map<string, number>();
  return body.map(({ line, cells }) => {
    const address = (cells[0] ?? '').trim();
    const amountText = (cells[1] ?? '').trim();
    const parsed = parseAmount(amountText, rules.decimals, 'en-US');
    const row: RecipientRow = { line, address, amountText, amount: parsed.ok ? rawUnits(parsed.value, rules) : null };
    const issue =
      amountIssue(amountText, { decimals: rules.decimals, locale: 'en-US' }) ??
      movesNothingIssue(amountText, rules, 'en-US');
    if (cells.length > 2 && cells.slice(2).some((extra) => extra.trim() !== '')) {
      row.error = 'Expected two columns, address and amount (an amount with commas must be in quotes)';
    } else if (!isValidAddress(address)) row.error = 'Not a valid Solana address';
    else if (address === rules.owner) row.error = 'This is your own wallet';
    else if (firstLineOf.has(address))
      row.error = `Same address as line ${firstLineOf.get(address)}: one transfer per address`;
    else if (issue) row.error = issue;
    if (row.error) row.amount = null;
    if (isValidAddress(address) && !firstLineOf.has(address)) firstLineOf.set(address, line);
    if (!row.error) {
      const lookalike = rules.lookalikes(address)[0];
      if (lookalike) {
        row.warning = `Looks like ${shortenAddress(lookalike)} from your history, but is a different address`;
      } else if (isOffCurveAddress(address)) {
        row.warning = 'A program address, not a wallet: only that program can move what it receives';
      }
    }
    return row;
  });
}

export interface RecipientTotals {
  valid: number;
  invalid: number;
  flagged: number;
  /** Base units, of the valid rows. */
  total: bigint;
}

export function totalsOf(rows: readonly RecipientRow[]): RecipientTotals {
  const valid = rows.filter((row) => !row.error);
  return {
    valid: valid.length,
    invalid: rows.length - valid.length,
    flagged: valid.filter((row) => row.warning).length,
    total: valid.reduce((sum, row) => sum + (row.amount ?? 0n), 0n),
  };
}

/**
 * The list the form holds, read for checking: its token and rows, or what is wrong with the form, field by
 * field (no token, nothing pasted, a token that cannot move, more rows than a job takes).
 */
export function readList(
  draft: { mint: string; text: string },
  tokens: readonly TokenHolding[],
  owner: string,
  lookalikes: RowRules['lookalikes'],
): { token: TokenHolding; rows: RecipientRow[] } | { errors: { token?: string; text?: string } } {
  const token = tokens.find((each) => each.mint === draft.mint);
  const errors = {
    token: token ? undefined : 'Token is required',
    text: draft.text.trim() ? undefined : 'Paste or upload the recipients first',
  };
  if (!token || errors.text) return { errors };
  const refusal = transferRefusal(token);
  if (refusal) return { errors: { token: refusal } };
  const rows = readRecipients(draft.text, {
    decimals: token.decimals,
    ...(token.scale && { scale: token.scale }),
    symbol: token.symbol,
    owner,
    lookalikes,
  });
  if (rows.length > MAX_ROWS) {
    return { errors: { text: `At most ${whole(MAX_ROWS)} recipients at a time; this list has ${whole(rows.length)}` } };
  }
  return { token, rows };
}
