import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, siteOf, type SiteOptions } from './tests/e2e/site'

/**
 * Browser tests against the server `npm test` starts (TEST_BASE_URL), in Debian's Chromium.
 *
 * One project per representative region and locale. Which tests run where is said by tags:
 * - no tag: the default project, us-en, only;
 * - `@every-region`: every project, with that project's `site` (region, locale, path prefix);
 * - `@mexico-es`, `@korea-ko-KR`, `@japan-ja-JP`: that project only (a test about that region).
 */
const PROJECTS = [
  { name: 'us-en', region: 'us', locale: 'en', browserLocale: 'en-US' },
  { name: 'mexico-es', region: 'mexico', locale: 'es', browserLocale: 'es-MX' },
  { name: 'korea-ko-KR', region: 'korea', locale: 'ko-KR', browserLocale: 'ko-KR' },
  { name: 'japan-ja-JP', region: 'japan', locale: 'ja-JP', browserLocale: 'ja-JP' },
] as const satisfies readonly {
  name: string
  region: string
  locale: SiteOptions['locale']
  browserLocale: string
}[]

const [DEFAULT_PROJECT, ...OTHER_PROJECTS] = PROJECTS
const tagOf = (name: string) => new RegExp(`@${name}\\b`)
const otherTags = new RegExp(`@(${OTHER_PROJECTS.map((project) => project.name).join('|')})\\b`)

export default defineConfig<{ site: SiteOptions }>({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/helpers/server-check.ts',
  outputDir: 'tests/.tmp/playwright',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The server under test is one process on a 2-core machine: two browsers at a time is its limit.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'tests/.report', open: 'never' }]],
  use: {
    baseURL: process.env.TEST_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: PROJECTS.map(({ name, region, locale, browserLocale }) => ({
    name,
    use: { site: siteOf(region, locale), locale: browserLocale },
    ...(name === DEFAULT_PROJECT.name
      ? { grepInvert: otherTags }
      : { grep: [/@every-region\b/, tagOf(name)] }),
  })),
})
