import { describe, expect, it } from 'vitest'
import { formatGeneratedDate } from './generated-date'

describe('formatGeneratedDate', () => {
  // Late on 1 May in UTC, already 2 May in Asia: the sheet says UTC's day wherever it is rendered.
  const date = new Date('2026-05-01T23:30:00Z')

  it.each([
    ['en', 'May 1, 2026'],
    ['es', '1 de mayo de 2026'],
    ['es-AR', '1 de mayo de 2026'],
    ['pt-BR', '1 de maio de 2026'],
    ['ko-KR', '2026년 5월 1일'],
    ['ja-JP', '2026年5月1日'],
    ['zh', '2026年5月1日'],
  ] as const)('writes the date the %s way', (locale, expected) => {
    expect(formatGeneratedDate(date, locale)).toBe(expected)
  })
})
