import { formatMoneyCents, formatNumber, formatPercent, formatUnit } from '@/i18n/format'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { type CalculatorResult, type Cents, perYear, WEEKS_PER_YEAR } from './calculate'
import { toHundredths } from './fixed-point'
import type { CalculatorAssumptions, CalculatorInputs } from './inputs'

export interface ResultLine {
  key: string
  label: string
  /** The formula with this visitor's numbers in it. */
  how: string
  weekly: string
  yearly: string
  total?: boolean
}

interface Figures {
  inputs: CalculatorInputs
  assumptions: CalculatorAssumptions
  result: CalculatorResult
  currency: string
}

/** Every line of decisions.md's formula, in the visitor's locale and the block's currency. */
export function resultLines(figures: Figures, t: Translate, locale: Locale): ResultLine[] {
  const { inputs, assumptions, result, currency } = figures
  const money = (cents: Cents) => formatMoneyCents(cents, currency, locale)
  const yearlyMoney = (weekly: Cents) => money(perYear(weekly))
  const typedMoney = (amount: number) => money(toHundredths(amount))
  const pounds = (value: number) => formatUnit(value, 'pound', locale)
  const hours = (value: number) => formatUnit(value, 'hour', locale)
  const lugs = formatNumber(inputs.lugsPerWeek, locale)
  const fresh = money(result.freshWeeklyCost)
  const usable = pounds(result.usableLb)
  const lugWeight = pounds(assumptions.lugWeightLb)
  const line = (
    key: string,
    how: Parameters<Translate>[1],
    weekly: string,
    yearly: string,
  ): ResultLine => ({
    key,
    label: t(`avocadoCalculator.${key}` as Parameters<Translate>[0]),
    how: t(`avocadoCalculator.${key}.how` as Parameters<Translate>[0], how),
    weekly,
    yearly,
  })
  return [
    line(
      'freshCost',
      { lugs, price: typedMoney(inputs.pricePerLug) },
      fresh,
      yearlyMoney(result.freshWeeklyCost),
    ),
    line(
      'usable',
      {
        lugs,
        lugWeight,
        yield: formatPercent(assumptions.yieldPercent, locale),
        spoilage: formatPercent(assumptions.spoilagePercent, locale),
      },
      usable,
      pounds(result.usableLb * WEEKS_PER_YEAR),
    ),
    line(
      'laborHours',
      { lugs, minutes: formatUnit(assumptions.prepMinutesPerLug[inputs.use], 'minute', locale) },
      hours(result.laborHours),
      hours(result.laborHours * WEEKS_PER_YEAR),
    ),
    line(
      'laborCost',
      { hours: hours(result.laborHours), rate: typedMoney(inputs.hourlyLaborRate) },
      money(result.laborCost),
      yearlyMoney(result.laborCost),
    ),
    line(
      'wasteCost',
      { fresh, usable, lugs, lugWeight },
      money(result.wasteCost),
      yearlyMoney(result.wasteCost),
    ),
    line(
      'cases',
      { usable, caseWeight: pounds(inputs.caseWeightLb) },
      formatNumber(result.processedCases, locale),
      formatNumber(perYear(result.processedCases), locale),
    ),
    line(
      'processedCost',
      { cases: formatNumber(result.processedCases, locale), price: typedMoney(inputs.casePrice) },
      money(result.processedCost),
      yearlyMoney(result.processedCost),
    ),
    line(
      'laborSavings',
      { labor: money(result.laborCost) },
      money(result.laborSavings),
      yearlyMoney(result.laborSavings),
    ),
    line(
      'wasteSavings',
      { waste: money(result.wasteCost) },
      money(result.wasteSavings),
      yearlyMoney(result.wasteSavings),
    ),
    {
      ...line(
        'net',
        { fresh, labor: money(result.laborCost), processed: money(result.processedCost) },
        money(result.netWeeklySavings),
        money(result.netYearlySavings),
      ),
      total: true,
    },
  ]
}
