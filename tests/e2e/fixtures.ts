import fs from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page, test as base } from '@playwright/test'
import type { MessageKey } from '@/i18n/messages'
import type { PluralKey } from '@/i18n/messages/plurals'
import { type MessageValues, translate } from '@/i18n/translate'
import { baseUrl, editorToken } from '../helpers/http'
import { siteOf, type SiteOptions } from './site'

export { expect }
export type { SiteOptions }

/** `site`: the region and locale of the project (playwright.config.ts), us/en unless a project says otherwise. */
export const test = base.extend<{ site: SiteOptions }>({
  site: [siteOf('us', 'en'), { option: true }],
})

/** The project's wording for a UI message (src/i18n/messages). */
export const message = (site: SiteOptions, key: MessageKey | PluralKey, values?: MessageValues) =>
  translate(site.locale, key, values)

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** The axe-core @axe-core/playwright loads, its minified build: under half the script to compile a page. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
)

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type AxeWindow = Window & {
  axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> }
}

/** axe-core's WCAG 2.2 AA violations of the page (or of `include`), each as `id: targets`. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG)
  const results = sameOriginFrames(page)
    ? await runAxe(page, include)
    : await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** Whether every frame is the page's origin, so axe.run reaches them all from the top frame. */
function sameOriginFrames(page: Page): boolean {
  const { origin } = new URL(page.url())
  return page
    .frames()
    .every((frame) => URL.canParse(frame.url()) && new URL(frame.url()).origin === origin)
}

/**
 * axe.run in the page itself, axe-core loaded once per document. AxeBuilder loads it twice and
 * finishes in a new blank page (for cross-origin frames), which costs seconds a scan here.
 */
async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
  }
  return page.evaluate(
    ({ selector, tags }) =>
      (window as unknown as AxeWindow).axe.run(
        selector ? { include: [selector], exclude: [] } : document,
        {
          runOnly: { type: 'tag', values: tags },
        },
      ),
    { selector: include, tags: WCAG },
  )
}

/** Clicks until React has hydrated the disclosure and it reports itself open. */
export async function openMenu(page: Page, name: RegExp | string): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' })
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass({ timeout: 15_000 })
}

/**
 * Puts `values` in localStorage before the first page of each tab of the context runs, once per tab
 * (a reload keeps what the page has stored since), so a test starts from the state it needs.
 */
export async function seedStorage(
  context: BrowserContext,
  values: Record<string, unknown>,
): Promise<void> {
  await context.addInitScript(
    (entries) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e-seeded')) return
      for (const [key, value] of entries) localStorage.setItem(key, value)
      sessionStorage.setItem('e2e-seeded', '1')
    },
    Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)] as const),
  )
}

/** The parsed localStorage value under `key`, or null. */
export async function stored<T>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(name), key)
  return raw === null ? null : (JSON.parse(raw) as T)
}

/**
 * What the visitor's page has pushed to `window.dataLayer` so far: its entries that name an
 * `event` (only `event`'s when given). A full page load starts a new dataLayer.
 */
export async function analyticsEvents(
  page: Page,
  event?: string,
): Promise<Record<string, unknown>[]> {
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => typeof entry === 'object' && entry !== null && typeof entry.event === 'string',
    ),
  )
  return event === undefined ? events : events.filter((entry) => entry.event === event)
}

/** Signs the page's browser in as the demo editor with the run's shared token (no new sign-in). */
export async function signedInAsEditor(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: await editorToken(), url: baseUrl() }])
}

/** What the browser refused under the page's Content-Security-Policy, in the page or any frame of it. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  return violations
}
