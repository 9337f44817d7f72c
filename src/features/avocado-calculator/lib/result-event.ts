import type { AnalyticsEvents } from '@/lib/analytics'
import type { CalculatorResult, Cents } from './calculate'
import type { AvocadoUse } from './inputs'

/** Whole cents as a plain decimal, `-1234.05`: a figure for analytics, not for display. */
export function decimalText(cents: Cents): string {
  const size = cents < 0n ? -cents : cents
  return `${cents < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`
}

/** The `calculator_result` event: the use chosen and the result's figures, no typed amount. */
export function resultEventPayload(
  use: AvocadoUse,
  currency: string,
  result: CalculatorResult,
): AnalyticsEvents['calculator_result'] {
  return {
    avocado_use: use,
    currency,
    processed_cases: String(result.processedCases),
    weekly_savings: decimalText(result.netWeeklySavings),
    yearly_savings: decimalText(result.netYearlySavings),
  }
}
