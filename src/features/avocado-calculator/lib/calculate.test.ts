import { describe, expect, it } from 'vitest'
import { type AvocadoUse, calculateSavings, DEFAULT_ASSUMPTIONS, roundMoney } from './calculate'

// Golden values worked by hand from decisions.md: 10 lugs of 25 lb at $40, 64 % yield, 8 % spoilage
// → fresh $400, usable 10 × 25 × 0.64 × 0.92 = 147.2 lb, waste 400 × (1 − 0.5888) = $164.48,
// 147.2 ÷ 12 lb = 12.27 → 13 cases × $30 = $390.
const kitchen = {
  hourlyLaborRate: 15,
  lugsPerWeek: 10,
  pricePerLug: 40,
  casePrice: 30,
  caseWeightLb: 12,
}

describe('calculateSavings', () => {
  it.each<[AvocadoUse, number, number, number, number]>([
    // use, labor hours, labor cost, net weekly, net yearly
    ['mash', 5, 75, 85, 4420],
    ['diced', 6.666667, 100, 110, 5720],
    ['sliced', 7.5, 112.5, 122.5, 6370],
    ['halves', 4.166667, 62.5, 72.5, 3770],
  ])('%s: labor from its minutes per lug', (use, hours, labor, weekly, yearly) => {
    expect(calculateSavings({ ...kitchen, use })).toEqual({
      freshWeeklyCost: 400,
      usableLb: 147.2,
      laborHours: hours,
      laborCost: labor,
      wasteCost: 164.48,
      processedCases: 13,
      processedCost: 390,
      laborSavings: labor,
      wasteSavings: 164.48,
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
      freshWeeklyCost: 116.97,
      usableLb: 44.16,
      laborCost: 18.53,
      wasteCost: 48.1,
      processedCases: 10,
      processedCost: 274.5,
      netWeeklySavings: -139,
      netYearlySavings: -7228,
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
      wasteCost: 200,
      processedCases: 9,
      processedCost: 270,
    })
  })

  it('rounds money half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01)
    expect(roundMoney(-0.005)).toBe(-0.01)
    expect(roundMoney(0.1 + 0.2)).toBe(0.3)
  })
})
