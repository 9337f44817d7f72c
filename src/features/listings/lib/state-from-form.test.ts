import { describe, expect, test } from 'vitest'
import { stateFromForm } from './state-from-form'

describe('the filter form as a listing state', () => {
  test('checkboxes, radios, ranges and the sorter; the page path is not a filter', () => {
    const state = stateFromForm([
      ['path', '/fries'],
      ['brand', 'bolt'],
      ['brand', 'acme'],
      ['fryType', ''],
      ['shelfLife.bounds', '180..730'],
      ['shelfLife.min', '365'],
      ['shelfLife.max', '730'],
      ['sort', 'title-desc'],
    ])
    expect(state).toEqual({
      values: { brand: ['acme', 'bolt'], shelfLife: ['365..730'] },
      sort: 'title-desc',
      page: 1,
    })
  })

  test('a range left at its bounds chooses nothing; junk numbers are ignored', () => {
    expect(
      stateFromForm([
        ['shelfLife.bounds', '180..730'],
        ['shelfLife.min', '180'],
        ['shelfLife.max', '730'],
        ['caseCube.min', 'abc'],
        ['caseCube.max', ''],
      ]).values,
    ).toEqual({})
  })

  test('hostile names and floods stay bounded', () => {
    const flood = Array.from(
      { length: 5000 },
      (_, i) => [`a${i % 40}`, `v${i}`] as [string, string],
    )
    const state = stateFromForm(flood)
    expect(Object.keys(state.values).length).toBeLessThanOrEqual(20)
    expect(
      stateFromForm([
        ['<script>', 'x'],
        ['a.b.c', '1'],
        ['sort', 'nope'],
      ]),
    ).toEqual({
      values: {},
      sort: null,
      page: 1,
    })
  })
})
