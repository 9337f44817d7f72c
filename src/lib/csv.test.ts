import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

const body = (csv: string) => csv.replace(/^\uFEFF/, '')

describe('toCsv', () => {
  it('writes UTF-8 with a byte order mark, CRLF after every row', () => {
    const csv = toCsv([
      ['reference', 'city'],
      ['SO-ABCD-EFGH', 'São Paulo'],
    ])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(body(csv)).toBe('reference,city\r\nSO-ABCD-EFGH,São Paulo\r\n')
  })

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(body(toCsv([['a,b', 'say "hi"', 'line\nbreak', 'cr\rlf', 'plain', '']]))).toBe(
      '"a,b","say ""hi""","line\nbreak","cr\rlf",plain,\r\n',
    )
  })

  it('neutralises formulas before quoting', () => {
    expect(body(toCsv([['=HYPERLINK("https://evil.example","x")', '+12125550134']]))).toBe(
      `"'=HYPERLINK(""https://evil.example"",""x"")",'+12125550134\r\n`,
    )
  })
})
