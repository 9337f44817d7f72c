import { describe, expect, it } from 'vitest'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { calculateSavings } from './calculate'
import { type CalculatorInputs, DEFAULT_ASSUMPTIONS } from './inputs'
import { type ResultLine, resultLines } from './result-lines'

function linesFor(inputs: CalculatorInputs, currency: string, locale: Locale): ResultLine[] {
  const result = calculateSavings(inputs, DEFAULT_ASSUMPTIONS)
  return resultLines(
    { inputs, assumptions: DEFAULT_ASSUMPTIONS, result, currency },
    translator(locale),
    locale,
  )
}

const shown = (lines: ResultLine[]) =>
  Object.fromEntries(lines.map((line) => [line.key, [line.weekly, line.yearly]]))

const kitchen = { hourlyLaborRate: 15, lugsPerWeek: 10, caseWeightLb: 12 }

// The seeded calculator pages' typical forms, as the pages showed them before money was exact.
describe('resultLines', () => {
  it('shows a US kitchen’s week and year in dollars', () => {
    const lines = linesFor({ ...kitchen, pricePerLug: 40, casePrice: 30, use: 'mash' }, 'USD', 'en')
    expect(shown(lines)).toEqual({
      freshCost: ['$400.00', '$20,800.00'],
      usable: ['147.2 lb', '7,654.4 lb'],
      laborHours: ['5 hr', '260 hr'],
      laborCost: ['$75.00', '$3,900.00'],
      wasteCost: ['$164.48', '$8,552.96'],
      cases: ['13', '676'],
      processedCost: ['$390.00', '$20,280.00'],
      laborSavings: ['$75.00', '$3,900.00'],
      wasteSavings: ['$164.48', '$8,552.96'],
      net: ['$85.00', '$4,420.00'],
    })
    expect(lines.map((line) => line.how)).toEqual([
      '10 lugs × $40.00 per lug',
      '10 lugs × 25 lb × 64% yield × (1 − 8% spoilage)',
      '10 lugs × 30 min per lug ÷ 60',
      '5 hr × $15.00 per hour',
      '$400.00 − (147.2 lb ÷ (10 lugs × 25 lb)) × $400.00',
      '147.2 lb ÷ 12 lb per case, rounded up',
      '13 cases × $30.00 per case',
      'The prep labor cost: $75.00',
      'The waste cost: $164.48',
      '$400.00 + $75.00 − $390.00',
    ])
  })

  it('shows hours to two decimals and a loss with its sign', () => {
    const lines = linesFor(
      {
        ...kitchen,
        hourlyLaborRate: 15.5,
        lugsPerWeek: 7,
        pricePerLug: 0.5,
        casePrice: 30.25,
        use: 'halves',
      },
      'USD',
      'en',
    )
    expect(shown(lines)).toMatchObject({
      laborHours: ['2.92 hr', '151.67 hr'],
      laborCost: ['$45.21', '$2,350.92'],
      net: ['-$223.54', '-$11,624.08'],
    })
  })

  it('shows pesos in Mexico’s Spanish', () => {
    const lines = linesFor(
      { ...kitchen, hourlyLaborRate: 55, pricePerLug: 780, casePrice: 610, use: 'sliced' },
      'MXN',
      'es',
    )
    expect(shown(lines)).toMatchObject({
      freshCost: ['$7,800.00', '$405,600.00'],
      laborHours: ['7.5 h', '390 h'],
      laborCost: ['$412.50', '$21,450.00'],
      wasteCost: ['$3,207.36', '$166,782.72'],
      processedCost: ['$7,930.00', '$412,360.00'],
      net: ['$282.50', '$14,690.00'],
    })
    expect(lines[0]?.how).toBe('10 cajas × $780.00 por caja')
  })

  it('shows whole yen, a half yen rounded away from zero', () => {
    const yen = linesFor(
      { ...kitchen, hourlyLaborRate: 1500, pricePerLug: 4000, casePrice: 3000, use: 'diced' },
      'JPY',
      'ja-JP',
    )
    expect(shown(yen)).toMatchObject({
      freshCost: ['￥40,000', '￥2,080,000'],
      laborCost: ['￥10,000', '￥520,000'],
      wasteCost: ['￥16,448', '￥855,296'],
      net: ['￥11,000', '￥572,000'],
    })
    // 3 × 30 min × ¥12.35 ÷ 60 = ¥18.525 → 18.53 → ¥19; a loss of ¥139.
    const small = linesFor(
      {
        hourlyLaborRate: 12.35,
        lugsPerWeek: 3,
        pricePerLug: 38.99,
        casePrice: 27.45,
        caseWeightLb: 4.416,
        use: 'mash',
      },
      'JPY',
      'ja-JP',
    )
    expect(shown(small)).toMatchObject({
      freshCost: ['￥117', '￥6,082'],
      laborCost: ['￥19', '￥964'],
      net: ['-￥139', '-￥7,228'],
    })
  })

  it('shows the most expensive form to the cent, as the calculator page must', () => {
    const lines = linesFor(
      {
        hourlyLaborRate: 999_999.99,
        lugsPerWeek: 99_999.99,
        pricePerLug: 999_999.99,
        casePrice: 999_999.99,
        caseWeightLb: 0.01,
        use: 'diced',
      },
      'USD',
      'en',
    )
    expect(shown(lines)).toMatchObject({
      freshCost: ['$99,999,989,000.00', '$5,199,999,428,000.00'],
      laborCost: ['$66,666,659,333.33', '$3,466,666,285,333.16'],
      wasteCost: ['$41,119,995,476.80', '$2,138,239,764,793.60'],
      cases: ['147,199,986', '7,654,399,272'],
      processedCost: ['$147,199,984,528,000.14', '$7,654,399,195,456,007.28'],
      net: ['-$147,033,317,879,666.81', '-$7,645,732,529,742,674.12'],
    })
  })
})
