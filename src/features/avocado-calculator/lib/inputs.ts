export const AVOCADO_USES = ['mash', 'diced', 'sliced', 'halves'] as const
export type AvocadoUse = (typeof AVOCADO_USES)[number]

/** What the visitor typed, each amount read to the cent (`readAmount`). */
export interface CalculatorInputs {
  hourlyLaborRate: number
  lugsPerWeek: number
  pricePerLug: number
  casePrice: number
  caseWeightLb: number
  use: AvocadoUse
}

/**
 * Editors can change these in the calculator block; decisions.md gives the defaults. They may have
 * decimals and are worked to a millionth (`toMillionths`).
 */
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
