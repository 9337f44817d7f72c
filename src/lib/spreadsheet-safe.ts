// Full-width forms too: some spreadsheets convert them.
const FORMULA_START = /^(?:[\t\r\n\0]| *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
