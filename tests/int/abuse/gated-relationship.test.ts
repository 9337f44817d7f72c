import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import { asEditor, type Fetcher, newClient } from '../../helpers/abuse'
import { ABSENT, expectSameAnswer, HIDDEN, ON_PAGE, reader } from './gated-probe'

let client: Fetcher
let read: ReturnType<typeof reader>
let token: string
let brandId: number | undefined

const acrossBrand = (text: string) =>
  `/api/brands?where[internalReferencePage.components.html][contains]=${encodeURIComponent(text)}`

/** A published brand whose internal reference page is the gated page, for the life of this file. */
async function createProbeBrand(): Promise<number | undefined> {
  const page = (await read(`/api/pages?${ON_PAGE}&depth=0`, true)).json<{
    docs: { id: number }[]
  }>().docs[0]
  const key = `gated-probe-${Date.now()}`
  const created = await client('/api/brands', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asEditor(token) },
    body: JSON.stringify({
      name: 'Gated probe brand',
      slug: key,
      brandPrimaryId: key,
      internalReferencePage: page?.id,
      regionTags: ['regionUs'],
      _status: 'published',
    }),
  })
  return ((await created.json()) as { doc?: { id: number } }).doc?.id
}

beforeAll(async () => {
  client = newClient()
  token = await editorToken()
  read = reader(client, asEditor(token))
  brandId = await createProbeBrand()
})

afterAll(async () => {
  if (brandId)
    await client(`/api/brands/${brandId}`, { method: 'DELETE', headers: asEditor(token) })
})

describe('gated page content cannot be learned through a relationship', () => {
  it('the editor can filter brands on the linked page’s hidden text (so the probe is real)', async () => {
    expect(brandId).toBeDefined()
    expect((await read(acrossBrand(HIDDEN), true)).json<{ totalDocs: number }>().totalDocs).toBe(1)
    expect((await read(acrossBrand(ABSENT), true)).json<{ totalDocs: number }>().totalDocs).toBe(0)
  })

  it('an anonymous filter across the relationship answers alike for present and absent text', async () => {
    await expectSameAnswer(read, acrossBrand(HIDDEN), acrossBrand(ABSENT))
  })

  it('an anonymous read of the brand populates the page without its gated content', async () => {
    const brand = await read(`/api/brands/${brandId}?depth=2`)
    expect(brand.status).toBe(200)
    expect(
      brand.json<{ internalReferencePage?: { slug?: string } }>().internalReferencePage?.slug,
    ).toBe('partner-resources')
    expect(brand.text).not.toContain(HIDDEN)
  })
})
