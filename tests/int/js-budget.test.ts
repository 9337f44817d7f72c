import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BENCH_PAGES } from '../../bench/pages.mjs'
import { pageScriptBytes } from '../../scripts/lib/page-scripts.mjs'
import { baseUrl, get } from '../helpers/http'

interface JsBudget {
  defaultGzipBytes: number
  pages: Record<string, number>
}

const budget = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../bench/js-budget.json'), 'utf8'),
) as JsBudget

// Bytes, not timings: a page that grows past its budget fails here, whatever the machine's speed.
describe('JavaScript budget (bench/js-budget.json)', () => {
  it.each(BENCH_PAGES)('$name ships no more than its budget', async ({ name, path: pagePath }) => {
    const response = await get(pagePath)
    expect(response.status).toBe(200)
    const { gzipBytes } = await pageScriptBytes(await response.text(), `${baseUrl()}${pagePath}`)
    expect(gzipBytes).toBeGreaterThan(0)
    expect(gzipBytes, `${name}: ${gzipBytes} bytes of gzipped JavaScript`).toBeLessThanOrEqual(
      budget.pages[name] ?? budget.defaultGzipBytes,
    )
  })
})
