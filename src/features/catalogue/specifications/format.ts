import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/routing/locales'

export interface Measure {
  value: number | null | undefined
  unit?: string | null
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

// Null unless all three are known: two of them alone cannot say which sides they are.
export function formatDimensions(measures: readonly Measure[], locale: Locale): string | null {
  if (measures.length === 0 || !measures.every((measure) => isNumber(measure.value))) return null
  const units = measures.map((measure) => measure.unit?.trim() ?? '')
  const shared = units.every((unit) => unit === units[0]) ? units[0] : null
  const values = measures.map((measure, index) => {
    const number = formatNumber(measure.value as number, locale)
    return shared === null && units[index] ? `${number} ${units[index]}` : number
  })
  const joined = values.join(' × ')
  return shared ? `${joined} ${shared}` : joined
}

export function formatTemperature(
  value: number,
  unit: string | null | undefined,
  locale: Locale,
): string {
  return `${formatNumber(value, locale)}°${unit ?? ''}`
}

export function formatTemperatureRange(
  low: number | null | undefined,
  high: number | null | undefined,
  unit: string | null | undefined,
  locale: Locale,
  range: (low: string, high: string) => string,
): string | null {
  const bounds = [low, high].filter(isNumber).sort((a, b) => a - b)
  const [min, max] = bounds.map((value) => formatTemperature(value, unit, locale))
  if (!min) return null
  return max && bounds[0] !== bounds[1] ? range(min, max) : min
}

export function formatTiHi(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  const match = /^(\d+)\s*[x×X*]\s*(\d+)$/.exec(text)
  return match ? `${match[1]} × ${match[2]}` : text
}

export function yesNo(value: boolean | null | undefined): 'Y' | 'N' {
  return value === true ? 'Y' : 'N'
}

export function text(value: string | null | undefined): string | null {
  return value?.trim() || null
}
