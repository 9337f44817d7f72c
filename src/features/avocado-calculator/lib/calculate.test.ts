import { describe, expect, it } from 'vitest'
import { calculateSavings } from './calculate'
import { type AvocadoUse, DEFAULT_ASSUMPTIONS } from './inputs'

// Golden values worked by hand from decisions.md: 10 lugs of 25 lb at $40, 64 % yield, 8 % spoilage
// → fresh $400, usable 10 × 25 × 0.64 × 0.92 = 147.2 lb, waste 400 × (1 − 0.5888) = $164.48,
// 147.2 ÷ 12 lb = 12.27 → 13 cases × $30 = $390. Money is in cents.
const kitchen = {
  hourlyLaborRate: 15,
  lugsPerWeek: 10,
  pricePerLug: 40,
  casePrice: 30,
  caseWeightLb: 12,
}

/** Every amount at its field's limit and the lightest case: the most cases and the largest sums. */
const largest = {
  hourlyLaborRate: 999_999.99,
  lugsPerWeek: 99_999.99,
  pricePerLug: 999_999.99,
  casePrice: 999_999.99,
  caseWeightLb: 0.01,
}

describe('calculateSavings', () => {
  it.each<[AvocadoUse, number, bigint, bigint, bigint]>([
    // use, labor hours, labor cost, net weekly, net yearly
    ['mash', 5, 75_00n, 85_00n, 4420_00n],
    ['diced', 6.666667, 100_00n, 110_00n, 5720_00n],
    ['sliced', 7.5, 112_50n, 122_50n, 6370_00n],
    ['halves', 4.166667, 62_50n, 72_50n, 3770_00n],
  ])('%s: labor from its minutes per lug', (use, hours, labor, weekly, yearly) => {
    expect(calculateSavings({ ...kitchen, use })).toEqual({
      freshWeeklyCost: 400_00n,
      usableLb: 147.2,
      laborHours: hours,
      laborCost: labor,
      wasteCost: 164_48n,
      processedCases: 13n,
      processedCost: 390_00n,
      laborSavings: labor,
      wasteSavings: 164_48n,
      netWeeklySavings: weekly,
      netYearlySavings: yearly,
    })
  })

  it('rounds half cents up, keeps a whole number of cases whole, and shows a loss as negative', () => {
    // 3 lugs at $38.99 = $116.97; labor 3 × 30 min × $12.35 ÷ 60 = $18.525 → $18.53;
    // waste 116.97 × 0.4112 = $48.098064 → $48.10; usable 44.16 lb ÷ 4.416 lb = exactly 10 cases.
    const result = calculateSavings({
      hourlyLaborRate: 12.35,
      lugsPerWeek: 3,
      pricePerLug: 38.99,
      casePrice: 27.45,
      caseWeightLb: 4.416,
      use: 'mash',
    })
    expect(result).toMatchObject({
      freshWeeklyCost: 116_97n,
      usableLb: 44.16,
      laborCost: 18_53n,
      wasteCost: 48_10n,
      processedCases: 10n,
      processedCost: 274_50n,
      netWeeklySavings: -139_00n,
      netYearlySavings: -7228_00n,
    })
  })

  it('uses the editor’s assumptions when given', () => {
    const result = calculateSavings(
      { ...kitchen, use: 'mash' },
      { ...DEFAULT_ASSUMPTIONS, lugWeightLb: 20, yieldPercent: 50, spoilagePercent: 0 },
    )
    // 10 × 20 × 0.5 = 100 lb → 9 cases; waste 400 × 0.5 = 200.
    expect(result).toMatchObject({
      usableLb: 100,
      wasteCost: 200_00n,
      processedCases: 9n,
      processedCost: 270_00n,
    })
  })

  it('works editors’ decimals exactly', () => {
    const result = calculateSavings(
      { ...kitchen, lugsPerWeek: 12.5, hourlyLaborRate: 17.25, use: 'sliced' },
      {
        lugWeightLb: 22.5,
        yieldPercent: 61.5,
        spoilagePercent: 7.25,
        prepMinutesPerLug: { ...DEFAULT_ASSUMPTIONS.prepMinutesPerLug, sliced: 33.3 },
      },
    )
    // 12.5 × 22.5 × 0.615 × 0.9275 = 160.428515625 lb → 14 cases of 12 lb;
    // 12.5 × 33.3 ÷ 60 = 6.9375 h × $17.25 = $119.671875; waste 500 × 0.4295875 = $214.79375.
    expect(result).toMatchObject({
      freshWeeklyCost: 500_00n,
      usableLb: 160.428516,
      laborHours: 6.9375,
      laborCost: 119_67n,
      wasteCost: 214_79n,
      processedCases: 14n,
    })
  })

  it('is exact to the cent at the fields’ limits, past 2^53 cents', () => {
    // The same sums in whole cents as tests/int/abuse/avocado-calculator.test.ts works them.
    const result = calculateSavings({ ...largest, use: 'diced' })
    expect(result).toMatchObject({
      freshWeeklyCost: 99_999_989_000_00n,
      laborCost: 66_666_659_333_33n,
      wasteCost: 41_119_995_476_80n,
      processedCases: 147_199_986n,
      processedCost: 147_199_984_528_000_14n,
      netWeeklySavings: -147_033_317_879_666_81n,
      netYearlySavings: -7_645_732_529_742_674_12n,
    })
    expect(result.processedCost).toBeGreaterThan(2n ** 53n)
  })

  it('rounds a half cent away from zero at the largest sizes too', () => {
    // 9,999,999 hundredths of a lug × 99,999,950 ¢ ÷ 100 = 9,999,994,000,000.5 ¢;
    // 9,999,999 × 30 min × 99,999,900 ¢ ÷ 6,000 = 4,999,994,500,000.5 ¢.
    const result = calculateSavings({
      ...largest,
      pricePerLug: 999_999.5,
      hourlyLaborRate: 999_999,
      use: 'mash',
    })
    expect(result.freshWeeklyCost).toBe(99_999_940_000_01n)
    expect(result.laborCost).toBe(49_999_945_000_01n)
    expect(result.netYearlySavings).toBe(result.netWeeklySavings * 52n)
  })
})
