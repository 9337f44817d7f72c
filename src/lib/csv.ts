import { spreadsheetSafe } from './spreadsheet-safe'

/** RFC 4180: a cell holding a comma, quote or line break is quoted, its quotes doubled. */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/**
 * CSV text for rows of cells, every cell made spreadsheet-safe. Lines end in CRLF, and a byte order
 * mark leads so that spreadsheets read the text as UTF-8 instead of the system's code page.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => quoted(spreadsheetSafe(cell))).join(',')).join('\r\n')}\r\n`
}
