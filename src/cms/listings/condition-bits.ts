import { TypedFastBitSet } from 'typedfastbitset'
import type { Condition } from './conditions'
import type { FacetSnapshot } from './facet-snapshot'

const none = () => new TypedFastBitSet()

function valueBits(snapshot: FacetSnapshot, attribute: string, value: string): TypedFastBitSet {
  return snapshot.values.get(attribute)?.get(value)?.bits ?? none()
}

function valuesTest(
  snapshot: FacetSnapshot,
  condition: Extract<Condition, { type: 'values' }>,
): TypedFastBitSet {
  const sets = [...new Set(condition.values)].map((value) =>
    valueBits(snapshot, condition.attribute, value),
  )
  const [first, ...rest] = sets
  if (!first) return none()
  const joined = first.clone()
  for (const set of rest)
    if (condition.operator === 'and') joined.intersection(set)
    else joined.union(set)
  return condition.negate ? snapshot.all.new_difference(joined) : joined
}

function rangeTest(
  snapshot: FacetSnapshot,
  condition: Extract<Condition, { type: 'range' }>,
): TypedFastBitSet {
  const found = none()
  const pairs = snapshot.numbers.get(condition.attribute)
  if (!pairs) return found
  const low = condition.min ?? -Infinity
  const high = condition.max ?? Infinity
  for (let index = 0; index < pairs.numbers.length; index++) {
    const number = pairs.numbers[index]!
    if (number >= low && number <= high) found.add(pairs.entries[index]!)
  }
  return found
}

function documentsTest(snapshot: FacetSnapshot, docIds: string[]): TypedFastBitSet {
  const wanted = new Set(docIds)
  const found = none()
  snapshot.docIds.forEach((docId, position) => {
    if (wanted.has(docId)) found.add(position)
  })
  return found
}

/** The entries of the snapshot that meet the condition, with the meaning of the SQL it replaced. */
export function conditionBits(snapshot: FacetSnapshot, condition: Condition): TypedFastBitSet {
  switch (condition.type) {
    case 'values':
      return valuesTest(snapshot, condition)
    case 'range':
      return rangeTest(snapshot, condition)
    case 'documents':
      return documentsTest(snapshot, condition.docIds)
    case 'any':
    case 'all': {
      const parts = condition.conditions.map((inner) => conditionBits(snapshot, inner))
      if (parts.length === 0) return condition.type === 'all' ? snapshot.all.clone() : none()
      const [first, ...rest] = parts
      for (const part of rest)
        if (condition.type === 'all') first!.intersection(part)
        else first!.union(part)
      return first!
    }
  }
}

/** Every condition at once, within the snapshot's scope. */
export function allOfBits(snapshot: FacetSnapshot, conditions: Condition[]): TypedFastBitSet {
  const found = snapshot.all.clone()
  for (const condition of conditions) found.intersection(conditionBits(snapshot, condition))
  return found
}
