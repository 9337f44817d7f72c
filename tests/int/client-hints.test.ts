import { describe, expect, it } from 'vitest'
import { BENCH_PAGES } from '../../bench/pages.mjs'
import { get } from '../helpers/http'

const CLIENT_HINT = 'Sec-CH-Prefers-Color-Scheme'
const PUBLIC_PATHS = [
  ...BENCH_PAGES.map((page) => page.path),
  '/products/NO-SUCH-SKU',
  '/api/graphql',
]

// A Critical-CH header makes Chrome send the first request of a visit twice; only the admin reads the hint.
describe('the colour-scheme client hint', () => {
  it.each(PUBLIC_PATHS)('is not asked for on %s', async (path) => {
    const response = await get(path)
    await response.arrayBuffer()
    expect(response.headers.get('critical-ch')).toBeNull()
    expect(response.headers.get('accept-ch')).toBeNull()
    expect(response.headers.get('vary') ?? '').not.toContain(CLIENT_HINT)
  })

  it('is still asked for by the admin, whose theme reads it', async () => {
    const response = await get('/admin/login')
    await response.arrayBuffer()
    expect(response.headers.get('critical-ch')).toBe(CLIENT_HINT)
  })
})
