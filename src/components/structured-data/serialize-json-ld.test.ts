import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from './serialize-json-ld'

describe('serializeJsonLd', () => {
  it('keeps a closing script tag from CMS text inside the JSON', () => {
    const text = '</script><script>alert(1)</script><!-- & \u2028'
    const json = serializeJsonLd({ name: text })
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ name: text })
  })

  it('round-trips any value and never writes markup characters (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = serializeJsonLd(value)
        expect(json).not.toMatch(/[<>&\u2028\u2029]/)
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)))
      }),
      { numRuns: 2000 },
    )
  })
})
