/**
 * One field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break (quotes doubled).
 * A field a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: a token symbol from
 * the chain can be "=HYPERLINK(...)") gets a leading apostrophe and is kept as text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file a spreadsheet opens correctly: UTF-8 with a byte-order mark, CRLF line ends, fields quoted where needed. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return '\ufeff' + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file the browser downloads. */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
