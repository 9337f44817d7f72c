import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { hostileString, PARSER_RUNS, PARSER_TIMEOUT } from '../../../tests/helpers/hostile-input'
import { findRegion, regionSupportsLocale } from '@/routing/regions'

vi.mock('server-only', () => ({}))
// The content reads stand in (two files, no URLs): this is about the route params read first.
vi.mock('./sitemap-files', () => ({
  sitemapFiles: vi.fn(async () => [{ kind: 'pages' }, { kind: 'products' }]),
  sitemapUrls: vi.fn(async () => []),
}))
const { sitemapFileResponse } = await import('./sitemap-response')

const file = hostileString(
  fc.constantFrom('1.xml', '2.xml', '3.xml', '0.xml', '01.xml', '1e0.xml', '99999.xml', '1.xml.gz'),
)
const region = hostileString(fc.constantFrom('us', 'mexico', 'atlantis'))
const locale = hostileString(fc.constantFrom('en', 'es', 'xx'))

describe('the sitemap files under hostile route params (fast-check)', () => {
  it(
    'answer one of the files that exist, else 404, never 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(region, locale, file, async (regionId, localeId, name) => {
          const response = await sitemapFileResponse(regionId, localeId, name)
          const known = findRegion(regionId)
          const served = known !== undefined && regionSupportsLocale(known, localeId)
          expect(response.status).toBe(served && /^[12]\.xml$/.test(name) ? 200 : 404)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
