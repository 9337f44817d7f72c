import { describe, expect, it } from 'vitest'
import { finderWhere } from './finder-where'

const FINDER = {
  baseFilter: 'categories=fries,hash-browns;bad row',
  steps: [
    { attributes: ['fryType'], values: ['fries', 'hash-browns'] },
    { attributes: ['frySpecifications'], values: ['battered,breaded', '*'] },
  ],
}

describe('finderWhere', () => {
  it('joins the base filter and one row per answered step; "no preference" adds none', () => {
    expect(finderWhere(FINDER, ['fries', '*'])).toEqual({
      ok: true,
      where: [
        { attribute: 'categories', values: ['fries', 'hash-browns'] },
        { attribute: 'fryType', values: ['fries'] },
      ],
    })
    expect(finderWhere(FINDER, ['hash-browns', 'battered,breaded'])).toMatchObject({
      ok: true,
      where: [{}, {}, { attribute: 'frySpecifications', values: ['battered', 'breaded'] }],
    })
  })

  it('refuses answers that are not options of their step, or more answers than steps', () => {
    expect(finderWhere(FINDER, ['coated'])).toEqual({ ok: false })
    expect(finderWhere(FINDER, ['fries', '*', 'fries'])).toEqual({ ok: false })
    expect(finderWhere(FINDER, ['*'])).toEqual({ ok: false })
  })

  it('matches nothing rather than dropping conditions past the query limit', () => {
    const wide = {
      baseFilter: Array.from({ length: 10 }, (_, i) => `a${i}=v`).join(';'),
      steps: [{ attributes: ['fryType'], values: ['fries'] }],
    }
    expect(finderWhere(wide, ['fries'])).toEqual({
      ok: true,
      where: [{ attribute: '', values: [] }],
    })
  })
})
