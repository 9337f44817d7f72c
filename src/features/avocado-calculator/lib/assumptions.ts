import type { AvocadoCalculatorBlockFieldsFragment } from '@/content/generated/graphql'
import { AVOCADO_USES, type CalculatorAssumptions, DEFAULT_ASSUMPTIONS } from './inputs'

type Stored = AvocadoCalculatorBlockFieldsFragment['assumptions']

const positiveOr = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback

/** The block's assumptions; a value an editor left empty keeps decisions.md's default. */
export function toAssumptions(stored: Stored): CalculatorAssumptions {
  const minutes = stored?.prepMinutesPerLug
  const spoilage = stored?.spoilagePercent
  return {
    lugWeightLb: positiveOr(stored?.lugWeightLb, DEFAULT_ASSUMPTIONS.lugWeightLb),
    yieldPercent: Math.min(positiveOr(stored?.yieldPercent, DEFAULT_ASSUMPTIONS.yieldPercent), 100),
    spoilagePercent:
      typeof spoilage === 'number' && spoilage >= 0 && spoilage < 100
        ? spoilage
        : DEFAULT_ASSUMPTIONS.spoilagePercent,
    prepMinutesPerLug: Object.fromEntries(
      AVOCADO_USES.map((use) => [
        use,
        positiveOr(minutes?.[use], DEFAULT_ASSUMPTIONS.prepMinutesPerLug[use]),
      ]),
    ) as CalculatorAssumptions['prepMinutesPerLug'],
  }
}
