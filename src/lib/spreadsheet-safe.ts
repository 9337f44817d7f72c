/**
 * What a spreadsheet may take for the start of a formula: = + - @ (and their full-width forms,
 * which some spreadsheets convert), after any spaces, or a leading tab, line break or NUL.
 */
const FORMULA_START = /^(?:[\t\r\n\0]| *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
