import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fetchFrom, freshLoopbackAddress } from '../helpers/http'

const CASES = 10_000
/** Below the server's per-client API budget, so each batch is served, not refused. */
const PER_ADDRESS = 200

type Probe = { method: 'GET' | 'POST'; path: string; body?: string }

const text = fc.string({ maxLength: 16 })
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'skus',
        'regionId',
        'locale',
        'regionLocale',
        'secret',
        'collection',
        'id',
        'path',
        'q',
        'page',
        'sort',
        'postcode',
        'brand',
        'x',
      ),
      fc.oneof(text, fc.constantFrom('us', 'mexico', 'es', '%ZZ', '//evil.example', 'TF-10001')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString())
const json = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record({
      regionId: fc.oneof(text, fc.constant('us')),
      locale: fc.oneof(text, fc.constant('en')),
      kind: fc.constantFrom('products', 'recipes', 'x'),
      favorites: fc.anything({ maxDepth: 2 }),
    })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      regionId: fc.constant('us'),
      locale: fc.constant('en'),
      idempotencyKey: fc.uuid(),
      items: fc.array(text, { maxLength: 4 }),
      email: text,
      country: text,
    })
    .map((value) => JSON.stringify(value)),
  text,
)
const segments = fc
  .array(fc.oneof(text, fc.constantFrom('products', 'recipe', '..', '%2e%2e', 'mexico', 'es')), {
    maxLength: 4,
  })
  .map((parts) => parts.map(encodeURIComponent).join('/'))

const probe: fc.Arbitrary<Probe> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '/api/favorites',
        '/api/sample-bag/orders',
        '/api/recently-viewed',
        '/api/terrafield+/session',
        '/api/terrafield+/registration',
        '/api/terrafield+/password-reset',
        '/api/terrafield+/password',
        '/api/avocado-calculator',
        '/api/forms/submissions',
      ),
      json,
    )
    .map(([path, body]): Probe => ({ method: 'POST', path, body })),
  query.map((q): Probe => ({ method: 'GET', path: `/api/sample-bag/products?${q}` })),
  fc
    .tuple(segments, query)
    .map(([path, q]): Probe => ({ method: 'GET', path: `/api/canonical-url/${path}?${q}` })),
  query.map((q): Probe => ({ method: 'GET', path: `/api/preview?${q}` })),
  query.map((q): Probe => ({ method: 'GET', path: `/api/preview/exit?${q}` })),
  fc
    .tuple(
      fc.constantFrom(
        '/api/search/suggestions',
        '/api/product-finder/results',
        '/api/listing',
        '/api/distributor-finder',
        '/api/forms/token',
        '/api/terrafield+/profile',
        '/api/front-settings',
        '/llms.txt',
      ),
      query,
    )
    .map(([path, q]): Probe => ({ method: 'GET', path: `${path}?${q}` })),
  fc
    .tuple(fc.constantFrom('/products', '/mexico/productos', '/recipe'), segments, query)
    .map(([base, path, q]): Probe => ({ method: 'GET', path: `${base}/${path}/index.md?${q}` })),
)

describe('site route handlers under arbitrary input (fast-check, over HTTP)', () => {
  it(`answer ${CASES} arbitrary requests without a 5xx`, { timeout: 600_000 }, async () => {
    const probes = fc.sample(probe, { numRuns: CASES, seed: 20261125 })
    const failures: string[] = []
    for (let start = 0; start < probes.length; start += PER_ADDRESS) {
      const send = fetchFrom(freshLoopbackAddress())
      const batch = probes.slice(start, start + PER_ADDRESS)
      await Promise.all(
        batch.map(async ({ method, path, body }) => {
          const response = await send(path, {
            method,
            body,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          })
          await response.arrayBuffer()
          if (response.status >= 500)
            failures.push(`${method} ${path} ${body ?? ''} → ${response.status}`)
        }),
      )
    }
    expect(failures.slice(0, 10)).toEqual([])
  })
})
