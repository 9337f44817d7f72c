import { baseUrl, editorToken } from '../helpers/http'
import { expect, signedInAsEditor, test } from './fixtures'

const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? ''
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

// One story: a draft is saved, previewed by an editor and hidden from visitors, then published.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
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

test.describe('preview', () => {
  test('refuses draft mode without a signed-in editor, even with the secret', async () => {
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

  test('shows an editor the draft, keeps visitors on the published page, and can be left', async ({
    browser,
    page,
  }) => {
    await signedInAsEditor(page)
    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&collection=pages&id=${pageId}&locale=en`)
    await expect(page).toHaveURL('/contact-us')
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(draftHeading)
    await expect(page.getByRole('status').filter({ hasText: /Preview/ })).toBeVisible()

    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/contact-us')
    await expect(visitorPage.getByRole('heading', { level: 1 }).first()).toHaveText(
      publishedHeading,
    )
    const html = await (await fetch(`${baseUrl()}/contact-us`)).text()
    expect(html).not.toContain(draftHeading)
    await visitor.close()

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await page.waitForLoadState()
    await page.goto('/contact-us')
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(publishedHeading)
  })

  test('publishing revalidates the cached page within seconds', async () => {
    const before = await (await fetch(`${baseUrl()}/contact-us`)).text()
    expect(before).toContain(publishedHeading)
    await api('PATCH', `pages/${pageId}`, { headerMarquee: draftMarquee, _status: 'published' })
    const after = await (await fetch(`${baseUrl()}/contact-us`)).text()
    expect(after).toContain(draftHeading)
  })
})
