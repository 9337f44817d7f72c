import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, editorToken, graphql } from '../helpers/http'

const SECRET_TEXT = `Partner-only pricing ${Date.now()}`
const SLUG = `partner-pricing-${Date.now()}`
let token: string
let pageId: number

beforeAll(async () => {
  token = await editorToken()
  const response = await fetch(`${baseUrl()}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      internalTitle: 'Gated test page',
      title: 'Partner pricing',
      slug: SLUG,
      authentication: 'signedIn',
      regionTags: ['regionUs'],
      components: [{ blockType: 'plainHtml', html: `<p>${SECRET_TEXT}</p>` }],
      _status: 'published',
    }),
  })
  pageId = ((await response.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  await fetch(`${baseUrl()}/api/pages/${pageId}`, {
    method: 'DELETE',
    headers: { authorization: `JWT ${token}` },
  })
})

describe('pages gated to signed-in partners', () => {
  it('withhold their content from anonymous GraphQL callers but keep the page', async () => {
    const { body } = await graphql<{
      Pages: { docs: { title: string; components: unknown[] | null }[] }
    }>(
      `
        query ($slug: String!) {
          Pages(where: { slug: { equals: $slug } }) {
            docs {
              title
              components {
                __typename
              }
            }
          }
        }
      `,
      { slug: SLUG },
    )
    expect(body.data?.Pages.docs[0]?.title).toBe('Partner pricing')
    expect(body.data?.Pages.docs[0]?.components ?? []).toEqual([])
    expect(JSON.stringify(body)).not.toContain(SECRET_TEXT)
  })

  it('withhold their content from anonymous REST callers', async () => {
    const text = await (await fetch(`${baseUrl()}/api/pages/${pageId}`)).text()
    expect(text).not.toContain(SECRET_TEXT)
  })

  it('show visitors the denial message, and the gated text is not in the HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/${SLUG}`)).text()
    expect(html).toContain('You do not have permission to access this content.')
    expect(html).not.toContain(SECRET_TEXT)
  })

  it('still give editors the full page', async () => {
    const { body } = await graphql<{ Pages: { docs: { components: unknown[] }[] } }>(
      `
        query ($slug: String!) {
          Pages(where: { slug: { equals: $slug } }) {
            docs {
              components {
                __typename
              }
            }
          }
        }
      `,
      { slug: SLUG },
      token,
    )
    expect(body.data?.Pages.docs[0]?.components).toHaveLength(1)
  })
})
