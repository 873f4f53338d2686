/**
 * One field as RFC 4180 wants it, always quoted (quotes doubled): a spreadsheet in a locale whose list
 * separator is ";" then still reads it as one cell. What a spreadsheet would run as a formula (=, +, -, @,
 * a tab or a CR at the start, or right after a ";" or a tab a spreadsheet may split on: a token symbol
 * from the chain can be "x;=HYPERLINK(...)") gets an apostrophe before it and is kept as text.
 */
export function csvField(value: string): string {
  const safe = value.replace(/(^|[;\t])([=+\-@\t\r])/g, "$1'$2");
  return `"${safe.replace(/"/g, '""')}"`;
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
