import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PARSER_RUNS, PARSER_TIMEOUT } from '../../tests/helpers/hostile-input'
import { postGuard } from './post-guard'

const SITE = ['https://www.terrafield.example']
// Header values a client can send: visible ASCII and Latin-1, no line breaks.
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 30,
})
const header = (near: string[]) =>
  fc.option(fc.oneof(fc.constantFrom(...near), headerText), { nil: undefined })

const headers = fc.record({
  'content-type': header([
    'application/json',
    'Application/JSON; charset=UTF-8',
    'application/jsonp',
    'text/plain',
    ' application/json ',
  ]),
  origin: header([
    ...SITE,
    'https://evil.test',
    'null',
    'https://www.terrafield.example.evil.test',
  ]),
  'sec-fetch-site': header(['same-origin', 'same-site', 'cross-site', 'none']),
})

describe('postGuard under hostile headers (fast-check)', () => {
  it(
    'never throws; passes only JSON that no browser marked as from another site',
    () => {
      fc.assert(
        fc.property(headers, (sent) => {
          const defined = Object.entries(sent).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          )
          const request = new Request(`${SITE[0]}/api/x`, {
            method: 'POST',
            body: '{}',
            headers: defined,
          })
          const refused = postGuard(request, SITE)
          if (refused) {
            expect([403, 415]).toContain(refused.status)
            return
          }
          expect(request.headers.get('content-type')).toMatch(/^application\/json\s*(;|$)/i)
          const fetchSite = request.headers.get('sec-fetch-site')
          if (fetchSite !== null) expect(['same-origin', 'same-site']).toContain(fetchSite)
          const origin = request.headers.get('origin')
          if (origin !== null) expect(SITE).toContain(origin)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
