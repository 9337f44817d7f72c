import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, DEMO_EDITOR, editorToken } from '../helpers/http'

const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? ''
let browser: Browser
let token: string
let pageId: number
let publishedHeading: string
let draftMarquee: Record<string, unknown>[]
const draftHeading = `Draft heading ${Date.now()}`

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
  return response.json() as Promise<Record<string, unknown>>
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = await editorToken()
  const found = (await api('GET', 'pages?where[slug][equals]=contact-us&depth=0')) as {
    docs: { id: number; headerMarquee: Record<string, unknown>[] }[]
  }
  const page = found.docs[0]
  if (!page) throw new Error('seeded contact-us page missing')
  pageId = page.id
  const marquee = page.headerMarquee[0] as { heading: string }
  publishedHeading = marquee.heading
  draftMarquee = [{ ...marquee, heading: draftHeading }]
  await api('PATCH', `pages/${pageId}?draft=true`, {
    headerMarquee: draftMarquee,
    _status: 'draft',
  })
})

afterAll(async () => {
  await browser?.close()
})

describe('preview', () => {
  it('refuses draft mode without a signed-in editor, even with the secret', async () => {
    const response = await fetch(
      `${baseUrl()}/api/preview?secret=${PREVIEW_SECRET}&collection=pages&id=${pageId}`,
      { redirect: 'manual' },
    )
    expect(response.status).toBe(403)
    const wrongSecret = await fetch(
      `${baseUrl()}/api/preview?secret=nope&collection=pages&id=${pageId}`,
      {
        redirect: 'manual',
        headers: { authorization: `JWT ${token}` },
      },
    )
    expect(wrongSecret.status).toBe(401)
  })

  it('shows an editor the draft, keeps visitors on the published page, and can be left', async () => {
    const editor = await browser.newContext()
    const page = await editor.newPage()
    await page.goto(`${baseUrl()}/admin/login`)
    const login = await page.request.post(`${baseUrl()}/api/users/login`, { data: DEMO_EDITOR })
    expect(login.ok()).toBe(true)
    await page.goto(
      `${baseUrl()}/api/preview?secret=${PREVIEW_SECRET}&collection=pages&id=${pageId}&locale=en`,
    )
    await expect(page.url()).toBe(`${baseUrl()}/contact-us`)
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBe(
      draftHeading,
    )
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/Preview/)

    const visitor = await browser.newPage()
    await visitor.goto(`${baseUrl()}/contact-us`)
    await expect(visitor.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBe(
      publishedHeading,
    )
    const html = await (await fetch(`${baseUrl()}/contact-us`)).text()
    expect(html).not.toContain(draftHeading)

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await page.waitForLoadState()
    await page.goto(`${baseUrl()}/contact-us`)
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBe(
      publishedHeading,
    )
    await editor.close()
    await visitor.close()
  })

  it('publishing revalidates the cached page within seconds', async () => {
    const before = await (await fetch(`${baseUrl()}/contact-us`)).text()
    expect(before).toContain(publishedHeading)
    await api('PATCH', `pages/${pageId}`, { headerMarquee: draftMarquee, _status: 'published' })
    const after = await (await fetch(`${baseUrl()}/contact-us`)).text()
    expect(after).toContain(draftHeading)
  })
})
