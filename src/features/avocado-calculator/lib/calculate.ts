import {
  divideRounded,
  divideUp,
  fromMillionths,
  MILLION,
  toHundredths,
  toMillionths,
} from './fixed-point'
import { type CalculatorAssumptions, type CalculatorInputs, DEFAULT_ASSUMPTIONS } from './inputs'

/**
 * Money as whole cents (hundredths of the block's currency). The form's limits let totals
 * pass 2^53 cents, where a double is no longer exact to the cent; a bigint is exact at any size.
 */
export type Cents = bigint

export interface CalculatorResult {
  freshWeeklyCost: Cents
  /** Pounds and hours are shown to two decimals: a double is exact enough for them. */
  usableLb: number
  laborHours: number
  laborCost: Cents
  wasteCost: Cents
  processedCases: bigint
  processedCost: Cents
  laborSavings: Cents
  wasteSavings: Cents
  netWeeklySavings: Cents
  netYearlySavings: Cents
}

export const WEEKS_PER_YEAR = 52

/** A week's cents or cases, exactly, for a year. */
export const perYear = (weekly: bigint): bigint => weekly * BigInt(WEEKS_PER_YEAR)

/** 100 % in millionths of a percent: a share is its numerator over this squared. */
const WHOLE = 100n * MILLION

/**
 * Fresh whole avocados against a ready-to-use processed product for one week, by the formula of
 * decisions.md, in exact fractions. Inputs are already validated as positive numbers; money is
 * rounded to the cent per line and the totals are the sums of the rounded lines, as the result
 * view shows them.
 */
export function calculateSavings(
  inputs: CalculatorInputs,
  assumptions: CalculatorAssumptions = DEFAULT_ASSUMPTIONS,
): CalculatorResult {
  const lugs = toHundredths(inputs.lugsPerWeek)
  const minutes = toMillionths(assumptions.prepMinutesPerLug[inputs.use])
  // yield × (1 − spoilage) = usableShare ÷ WHOLE²
  const usableShare =
    toMillionths(assumptions.yieldPercent) * (WHOLE - toMillionths(assumptions.spoilagePercent))
  const shareScale = WHOLE * WHOLE
  // usable lb = usable ÷ usableScale; labor hours = labor ÷ laborScale
  const usable = lugs * toMillionths(assumptions.lugWeightLb) * usableShare
  const usableScale = 100n * MILLION * shareScale
  const labor = lugs * minutes
  const laborScale = 100n * MILLION * 60n

  const freshWeeklyCost = divideRounded(lugs * toHundredths(inputs.pricePerLug), 100n)
  const laborCost = divideRounded(labor * toHundredths(inputs.hourlyLaborRate), laborScale)
  const wasteCost = divideRounded(freshWeeklyCost * (shareScale - usableShare), shareScale)
  const processedCases = divideUp(usable * 100n, usableScale * toHundredths(inputs.caseWeightLb))
  const processedCost = processedCases * toHundredths(inputs.casePrice)
  const netWeeklySavings = freshWeeklyCost + laborCost - processedCost
  return {
    freshWeeklyCost,
    usableLb: fromMillionths(divideRounded(usable * MILLION, usableScale)),
    laborHours: fromMillionths(divideRounded(labor * MILLION, laborScale)),
    laborCost,
    wasteCost,
    processedCases,
    processedCost,
    laborSavings: laborCost,
    wasteSavings: wasteCost,
    netWeeklySavings,
    netYearlySavings: perYear(netWeeklySavings),
  }
}
