import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, editorToken, graphql } from '../helpers/http'

const DRAFT_TITLE = `Unpublished draft ${Date.now()}`
const PUBLISHED_TITLE = `Published page ${Date.now()}`

let token: string
let draftOnlyId: number
let publishedId: number

async function rest(method: string, path: string, body: unknown): Promise<{ doc: { id: number } }> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { doc: { id: number } }
}

const PAGES_BY_TITLE = `query ($title: String!, $draft: Boolean) {
  Pages(where: { title: { equals: $title } }, draft: $draft) { docs { id title _status } }
}`

describe('drafts never reach anonymous callers', () => {
  beforeAll(async () => {
    token = await editorToken()
    const base = {
      internalTitle: 'Draft test',
      slug: `draft-test-${Date.now()}`,
      regionTags: ['regionUs'],
    }
    draftOnlyId = (
      await rest('POST', 'pages?draft=true', { ...base, title: DRAFT_TITLE, _status: 'draft' })
    ).doc.id
    publishedId = (
      await rest('POST', 'pages', {
        ...base,
        slug: `${base.slug}-p`,
        title: PUBLISHED_TITLE,
        _status: 'published',
      })
    ).doc.id
    await rest('PATCH', `pages/${publishedId}?draft=true`, {
      title: `${PUBLISHED_TITLE} (edited draft)`,
      _status: 'draft',
    })
  })

  afterAll(async () => {
    for (const id of [draftOnlyId, publishedId]) {
      await fetch(`${baseUrl()}/api/pages/${id}`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${token}` },
      })
    }
  })

  it('returns no unpublished page to an anonymous GraphQL request with draft: true', async () => {
    const { status, body } = await graphql<{ Pages: { docs: { title: string }[] } }>(
      PAGES_BY_TITLE,
      { title: DRAFT_TITLE, draft: true },
    )
    expect(status).toBe(200)
    expect(body.data?.Pages.docs).toEqual([])
  })

  it('serves the published version, not the pending draft, to an anonymous draft: true request', async () => {
    const drafted = await graphql<{ Pages: { docs: { title: string }[] } }>(PAGES_BY_TITLE, {
      title: `${PUBLISHED_TITLE} (edited draft)`,
      draft: true,
    })
    expect(drafted.body.data?.Pages.docs).toEqual([])
    const published = await graphql<{ Pages: { docs: { title: string }[] } }>(PAGES_BY_TITLE, {
      title: PUBLISHED_TITLE,
      draft: true,
    })
    expect(published.body.data?.Pages.docs.map((doc) => doc.title)).toEqual([PUBLISHED_TITLE])
  })

  it('lets a signed-in editor read the draft', async () => {
    const { body } = await graphql<{ Pages: { docs: { title: string }[] } }>(
      PAGES_BY_TITLE,
      { title: DRAFT_TITLE, draft: true },
      token,
    )
    expect(body.data?.Pages.docs.map((doc) => doc.title)).toEqual([DRAFT_TITLE])
  })

  it('hides drafts from anonymous REST reads too', async () => {
    const response = await fetch(`${baseUrl()}/api/pages/${draftOnlyId}?draft=true`)
    expect(response.status).toBe(404)
    const list = (await (
      await fetch(
        `${baseUrl()}/api/pages?draft=true&where[title][equals]=${encodeURIComponent(DRAFT_TITLE)}`,
      )
    ).json()) as { docs: unknown[] }
    expect(list.docs).toEqual([])
  })

  it('refuses anonymous access to version history', async () => {
    const { body } = await graphql(`
      query {
        versionsPages(limit: 5) {
          docs {
            id
          }
        }
      }
    `)
    expect(body.errors?.[0]?.message).toMatch(/not allowed|forbidden/i)
  })
})
