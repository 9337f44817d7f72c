import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, PARSER_RUNS, PARSER_TIMEOUT } from '../../../../tests/helpers/hostile-input'
import { MARK_SIZES, markPath, markSizeOf } from './paths'

const file = hostileString(
  fc.constantFrom(
    '180.png',
    '192.png',
    '512.png',
    '181.png',
    '0180.png',
    '180.PNG',
    '180.png.svg',
    '1e2.png',
  ),
)

describe('the brand mark file param under hostile input (fast-check)', () => {
  it(
    'never throws; only a size we draw is read, and its own path reads back',
    () => {
      fc.assert(
        fc.property(file, (name) => {
          const size = markSizeOf(name)
          if (size === null) return
          expect(MARK_SIZES).toContain(size)
          expect(markPath('us', size).endsWith(`/${name}`)).toBe(true)
        }),
        PARSER_RUNS,
      )
      for (const size of MARK_SIZES)
        expect(markSizeOf(markPath('us', size).split('/').at(-1) ?? '')).toBe(size)
    },
    PARSER_TIMEOUT,
  )
})
