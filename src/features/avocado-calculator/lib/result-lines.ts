import { formatMoney, formatNumber, formatPercent, formatUnit } from '@/i18n/format'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import {
  type CalculatorAssumptions,
  type CalculatorInputs,
  type CalculatorResult,
  roundMoney,
  WEEKS_PER_YEAR,
} from './calculate'

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
  const money = (value: number) => formatMoney(value, currency, locale)
  const yearlyMoney = (value: number) => money(roundMoney(value * WEEKS_PER_YEAR))
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
      { lugs, price: money(inputs.pricePerLug) },
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
      { hours: hours(result.laborHours), rate: money(inputs.hourlyLaborRate) },
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
      formatNumber(result.processedCases * WEEKS_PER_YEAR, locale),
    ),
    line(
      'processedCost',
      { cases: formatNumber(result.processedCases, locale), price: money(inputs.casePrice) },
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
