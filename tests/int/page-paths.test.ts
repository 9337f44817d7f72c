import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, editorToken, get } from '../helpers/http'

const RUN = Date.now()
let token: string
const created: number[] = []

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
  return (await response.json()) as T
}

async function createPage(slug: string, parentPage: number | null, extra = {}): Promise<number> {
  const { doc } = await api<{ doc: { id: number } }>('POST', 'pages', {
    internalTitle: `Path test ${slug}`,
    title: `Path test ${slug}`,
    slug,
    parentPage,
    regionTags: ['regionUs'],
    _status: 'published',
    ...extra,
  })
  created.unshift(doc.id)
  return doc.id
}

const pathOf = async (id: number, draft = false) =>
  (await api<{ path: string }>('GET', `pages/${id}?depth=0&draft=${draft}`)).path

const parentSlug = `paths-${RUN}`
const movedSlug = `moved-${RUN}`
let parent: number
let child: number
let grandchild: number

beforeAll(async () => {
  token = await editorToken()
  parent = await createPage(parentSlug, null)
  child = await createPage('child', parent)
  grandchild = await createPage('grandchild', child)
})

afterAll(async () => {
  for (const id of created) await api('DELETE', `pages/${id}`).catch(() => undefined)
})

describe('a page stores its path', () => {
  it('from the slugs of its parents and its own', async () => {
    expect(await pathOf(grandchild)).toBe(`${parentSlug}/child/grandchild`)
    expect((await get(`/${parentSlug}/child/grandchild`)).status).toBe(200)
  })

  it('ignores a path a caller sends', async () => {
    await api('PATCH', `pages/${child}`, { path: 'elsewhere/entirely' })
    expect(await pathOf(child)).toBe(`${parentSlug}/child`)
  })

  it('moves every descendant when a published parent changes its slug, keeping drafts drafts', async () => {
    await api('PATCH', `pages/${grandchild}?draft=true`, { title: `Draft title ${RUN}` })
    await api('PATCH', `pages/${parent}`, { slug: movedSlug })
    expect(await pathOf(child)).toBe(`${movedSlug}/child`)
    expect(await pathOf(grandchild)).toBe(`${movedSlug}/child/grandchild`)
    expect(await pathOf(grandchild, true)).toBe(`${movedSlug}/child/grandchild`)
    const published = await api<{ title: string }>('GET', `pages/${grandchild}?depth=0`)
    expect(published.title).not.toBe(`Draft title ${RUN}`)
    expect((await get(`/${movedSlug}/child/grandchild`)).status).toBe(200)
    expect((await get(`/${parentSlug}/child/grandchild`)).status).toBe(404)
  })

  it('keeps links to it on the stored path', async () => {
    const { body } = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query ($id: Int!) { Page(id: $id) { path } }`,
        variables: { id: grandchild },
      }),
    }).then(async (response) => ({
      body: (await response.json()) as { data?: { Page?: { path?: string } } },
    }))
    expect(body.data?.Page?.path).toBe(`${movedSlug}/child/grandchild`)
  })
})
