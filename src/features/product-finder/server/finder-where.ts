import type { FacetRefinementInput } from '@/content/generated/graphql'
import type { FinderFilter } from '@/content/product-finder'
import { MAX_FILTER_ROWS, parseBaseFilter, splitValues } from '../lib/base-filter'
import { ANY_ANSWER } from '../lib/results-request'

// IndexCards matches nothing for an attribute it does not know.
const NO_MATCH: FacetRefinementInput = { attribute: '', values: [] }

export type WhereResult = { ok: true; where: FacetRefinementInput[] } | { ok: false }

/**
 * The base filter's rows, then one row per attribute of each answered step. An answer that is not
 * one of its step's options is refused; "no preference" adds no row.
 */
export function finderWhere(finder: FinderFilter, answers: readonly string[]): WhereResult {
  if (answers.length > finder.steps.length) return { ok: false }
  const where: FacetRefinementInput[] = parseBaseFilter(finder.baseFilter)
  for (const [index, answer] of answers.entries()) {
    const step = finder.steps[index]
    if (!step || !step.values.includes(answer)) return { ok: false }
    if (answer === ANY_ANSWER) continue
    const values = splitValues(answer)
    // An option value the editor mistyped matches nothing, as an unknown attribute does.
    if (!values) return { ok: true, where: [NO_MATCH] }
    for (const attribute of step.attributes) where.push({ attribute, values })
  }
  // More rows than the query takes would be dropped there, widening the match: match nothing instead.
  return { ok: true, where: where.length > MAX_FILTER_ROWS ? [NO_MATCH] : where }
}
