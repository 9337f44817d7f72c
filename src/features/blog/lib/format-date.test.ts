import { describe, expect, it } from 'vitest'
import { formatBlogDate } from './format-date'

describe('formatBlogDate', () => {
  it('writes the date the locale way, on the UTC day', () => {
    expect(formatBlogDate('2026-01-14T12:00:00.000Z', 'en')).toBe('January 14, 2026')
    expect(formatBlogDate('2026-01-14T23:30:00.000Z', 'ja-JP')).toBe('2026年1月14日')
    expect(formatBlogDate('2026-01-14T00:30:00.000Z', 'ko-KR')).toBe('2026년 1월 14일')
    expect(formatBlogDate('2026-01-14T12:00:00.000Z', 'pt-BR')).toBe('14 de janeiro de 2026')
  })

  it('is null without a usable date', () => {
    expect(formatBlogDate(null, 'en')).toBeNull()
    expect(formatBlogDate('not a date', 'en')).toBeNull()
  })
})
