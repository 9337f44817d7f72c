import fs from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseUrl } from './http'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium, headless, with the flags this closed network needs; Playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`)
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** A page in a fresh context (its own storage), opened at `path`, which must answer 200. */
export async function openPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  const response = await page.goto(`${baseUrl()}${path}`)
  expect(response?.status(), path).toBe(200)
  return page
}
