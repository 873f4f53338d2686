import { readFileSync } from 'node:fs';
import { parseCsv } from '@/features/bulk-send/lib/recipients-csv';

/** A CSV file the app wrote, as its rows of cells (the BOM dropped, every field unquoted). */
export function csvRows(path: string): string[][] {
  return parseCsv(readFileSync(path, 'utf8')).map((line) => line.cells);
}
