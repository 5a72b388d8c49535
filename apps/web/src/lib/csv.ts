import { downloadText } from './download';

export type CsvCell = string | number | null | undefined;

/** One exported column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** Excel reads a CSV as UTF-8 (so Chinese survives) only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
const CSV_EOL = '\r\n';
/** Text that a spreadsheet would run as a formula; numbers are written as numbers and never prefixed. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text: BOM first, fields quoted when they hold a comma, quote or line break, every record ended by CRLF. */
export function buildCsv(records: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + records.map((record) => record.map(csvField).join(',') + CSV_EOL).join('');
}

/** The header row, then one record per row, then any trailing records (e.g. a totals row). */
export function tableToCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], trailing: readonly (readonly CsvCell[])[] = []): string {
  return buildCsv([columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.value(row))), ...trailing]);
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  downloadText(filename, csv, 'text/csv;charset=utf-8');
}
