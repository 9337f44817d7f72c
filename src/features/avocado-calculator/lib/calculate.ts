export const AVOCADO_USES = ['mash', 'diced', 'sliced', 'halves'] as const
export type AvocadoUse = (typeof AVOCADO_USES)[number]

export interface CalculatorInputs {
  hourlyLaborRate: number
  lugsPerWeek: number
  pricePerLug: number
  casePrice: number
  caseWeightLb: number
  use: AvocadoUse
}

/** Editors can change these in the calculator block; decisions.md gives the defaults. */
export interface CalculatorAssumptions {
  lugWeightLb: number
  yieldPercent: number
  spoilagePercent: number
  prepMinutesPerLug: Record<AvocadoUse, number>
}

export const DEFAULT_ASSUMPTIONS: CalculatorAssumptions = {
  lugWeightLb: 25,
  yieldPercent: 64,
  spoilagePercent: 8,
  prepMinutesPerLug: { mash: 30, diced: 40, sliced: 45, halves: 25 },
}

export interface CalculatorResult {
  freshWeeklyCost: number
  usableLb: number
  laborHours: number
  laborCost: number
  wasteCost: number
  processedCases: number
  processedCost: number
  laborSavings: number
  wasteSavings: number
  netWeeklySavings: number
  netYearlySavings: number
}

export const WEEKS_PER_YEAR = 52

/** Money to the cent, half away from zero, without binary fractions tipping a half cent. */
export function roundMoney(value: number): number {
  const cents = Number((value * 100).toFixed(6))
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100
}

/** Whole cases, up: a quotient that is whole but for float noise (4.0000000001) stays whole. */
function casesFor(usableLb: number, caseWeightLb: number): number {
  return Math.ceil(Number((usableLb / caseWeightLb).toFixed(9)))
}

/**
 * Fresh whole avocados against a ready-to-use processed product for one week, by the formula of
 * decisions.md. Inputs are already validated as positive numbers; money is rounded to the cent
 * per line and the totals are the sums of the rounded lines, as the result view shows them.
 */
export function calculateSavings(
  inputs: CalculatorInputs,
  assumptions: CalculatorAssumptions = DEFAULT_ASSUMPTIONS,
): CalculatorResult {
  const { lugsPerWeek: lugs, pricePerLug, hourlyLaborRate, casePrice, caseWeightLb } = inputs
  const freshWeeklyCost = roundMoney(lugs * pricePerLug)
  const usableShare = (assumptions.yieldPercent * (100 - assumptions.spoilagePercent)) / 10_000
  const usableLb = Number((lugs * assumptions.lugWeightLb * usableShare).toFixed(6))
  const laborHours = Number(((lugs * assumptions.prepMinutesPerLug[inputs.use]) / 60).toFixed(6))
  const laborCost = roundMoney(
    (lugs * assumptions.prepMinutesPerLug[inputs.use] * hourlyLaborRate) / 60,
  )
  const wasteCost = roundMoney(freshWeeklyCost - usableShare * freshWeeklyCost)
  const processedCases = casesFor(usableLb, caseWeightLb)
  const processedCost = roundMoney(processedCases * casePrice)
  const netWeeklySavings = roundMoney(freshWeeklyCost + laborCost - processedCost)
  return {
    freshWeeklyCost,
    usableLb,
    laborHours,
    laborCost,
    wasteCost,
    processedCases,
    processedCost,
    laborSavings: laborCost,
    wasteSavings: wasteCost,
    netWeeklySavings,
    netYearlySavings: roundMoney(netWeeklySavings * WEEKS_PER_YEAR),
  }
}
