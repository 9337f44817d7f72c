import { describe, expect, it } from 'vitest'
import { allOfBits, conditionBits } from './condition-bits'
import { valuesCondition } from './conditions'
import { snapshotOf } from './test-snapshot'

const snapshot = snapshotOf([
  {
    docId: 'a',
    title: 'Alpha',
    values: { brand: ['acme'], diet: ['vegan', 'kosher'] },
    numbers: { shelfLife: [90] },
  },
  {
    docId: 'b',
    title: 'Bravo',
    values: { brand: ['bolt'], diet: ['vegan'] },
    numbers: { shelfLife: [365] },
  },
  { docId: 'c', title: 'Charlie', values: { brand: ['acme'] } },
])
const docs = (bits: ReturnType<typeof conditionBits>) =>
  bits.array().map((at) => snapshot.docIds[at])

describe('conditionBits', () => {
  it('or matches any value, and matches every value, negation takes the rest of the scope', () => {
    expect(docs(conditionBits(snapshot, valuesCondition('brand', ['acme', 'bolt'])))).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(
      docs(conditionBits(snapshot, valuesCondition('diet', ['vegan', 'kosher'], 'and'))),
    ).toEqual(['a'])
    expect(docs(conditionBits(snapshot, valuesCondition('brand', ['acme'], 'or', true)))).toEqual([
      'b',
    ])
  })

  it('unknown attributes and values match nothing; an and with an unknown value matches nothing', () => {
    expect(docs(conditionBits(snapshot, valuesCondition('secret', ['x'])))).toEqual([])
    expect(
      docs(conditionBits(snapshot, valuesCondition('diet', ['vegan', 'nope'], 'and'))),
    ).toEqual([])
  })

  it('ranges test any stored number within open or closed bounds', () => {
    const range = (min: number | null, max: number | null) =>
      docs(conditionBits(snapshot, { type: 'range', attribute: 'shelfLife', min, max }))
    expect(range(100, null)).toEqual(['b'])
    expect(range(null, 90)).toEqual(['a'])
    expect(range(90, 365)).toEqual(['a', 'b'])
    expect(range(400, 500)).toEqual([])
  })

  it('documents, any and all combine, and the originals are never changed', () => {
    const either = conditionBits(snapshot, {
      type: 'any',
      conditions: [{ type: 'documents', docIds: ['c'] }, valuesCondition('brand', ['bolt'])],
    })
    expect(docs(either)).toEqual(['b', 'c'])
    expect(
      docs(
        allOfBits(snapshot, [
          valuesCondition('brand', ['acme']),
          valuesCondition('diet', ['vegan']),
        ]),
      ),
    ).toEqual(['a'])
    expect(docs(conditionBits(snapshot, valuesCondition('brand', ['acme'])))).toEqual(['a', 'c'])
    expect(docs(allOfBits(snapshot, []))).toEqual(['a', 'b', 'c'])
  })
})
