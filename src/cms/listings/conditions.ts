/** A test on one document's filterable attributes, as the index stores them. */
export type Condition =
  | {
      type: 'values'
      attribute: string
      values: string[]
      /** `or`: any of the values; `and`: every one of them. */
      operator: 'and' | 'or'
      negate?: boolean
    }
  | { type: 'range'; attribute: string; min: number | null; max: number | null }
  | { type: 'documents'; docIds: string[] }
  | { type: 'any'; conditions: Condition[] }
  | { type: 'all'; conditions: Condition[] }

export const valuesCondition = (
  attribute: string,
  values: string[],
  operator: 'and' | 'or' = 'or',
  negate = false,
): Condition => ({ type: 'values', attribute, values, operator, negate })

/** A condition that no value can meet is dropped by the caller, never sent as `IN ()`. */
export function isEmptyCondition(condition: Condition): boolean {
  if (condition.type === 'values') return condition.values.length === 0
  if (condition.type === 'documents') return false
  if (condition.type === 'range') return condition.min === null && condition.max === null
  return condition.conditions.length === 0
}
