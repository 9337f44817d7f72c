import { spreadsheetSafe } from './spreadsheet-safe'

/** RFC 4180: a cell holding a comma, quote or line break is quoted, its quotes doubled. */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/** CRLF line ends and a leading BOM, so spreadsheets read UTF-8, not the system's code page. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => quoted(spreadsheetSafe(cell))).join(',')).join('\r\n')}\r\n`
}
