import { beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import { type Answer, asEditor, type Fetcher, newClient, postGraphql } from '../../helpers/abuse'
import { ABSENT, expectSameAnswer, HIDDEN, ON_PAGE, reader, SLUG } from './gated-probe'

let client: Fetcher
let read: ReturnType<typeof reader>
let token: string

const q = encodeURIComponent
const filtered = (text: string) =>
  `/api/pages?${ON_PAGE}&where[components.html][contains]=${q(text)}`
const sorted = (sort: string) => `/api/pages?sort=${sort}&limit=100&depth=0`

/** A refusal's status, or the ids in the order they came. */
const orderOf = (reply: Answer) =>
  reply.status >= 400
    ? reply.status
    : reply.json<{ docs: { id: number }[] }>().docs.map((doc) => doc.id)

beforeAll(async () => {
  client = newClient()
  token = await editorToken()
  read = reader(client, asEditor(token))
})

describe('gated page content cannot be learned by filtering or sorting', () => {
  it('the editor can filter and sort on the hidden text (so the probes below are real)', async () => {
    expect((await read(filtered(HIDDEN), true)).json<{ totalDocs: number }>().totalDocs).toBe(1)
    expect((await read(filtered(ABSENT), true)).json<{ totalDocs: number }>().totalDocs).toBe(0)
    const [up, down] = await Promise.all([
      read(sorted('components.html'), true),
      read(sorted('-components.html'), true),
    ])
    expect(orderOf(up)).not.toEqual(orderOf(down))
  })

  it('an anonymous REST filter on a block field answers alike for present and absent text', async () => {
    await expectSameAnswer(read, filtered(HIDDEN), filtered(ABSENT))
  })

  it('an anonymous REST sort on a block field is refused or orders nothing', async () => {
    const [up, down] = await Promise.all([
      read(sorted('components.html')),
      read(sorted('-components.html')),
    ])
    expect(up.status).toBeLessThan(500)
    expect(orderOf(up)).toEqual(orderOf(down))
  })

  it('an anonymous GraphQL filter or sort on a block field learns nothing', async () => {
    const where = (text: string) =>
      `{ Pages(where: { slug: { equals: "${SLUG}" }, components__html: { contains: "${text}" } }) { totalDocs } }`
    const [hit, miss] = await Promise.all([
      postGraphql(client, where(HIDDEN)),
      postGraphql(client, where(ABSENT)),
    ])
    expect(hit.status).toBeLessThan(500)
    expect(hit.text).toBe(miss.text)
    const order = (sort: string) => `{ Pages(sort: "${sort}", limit: 100) { docs { id } } }`
    const [up, down] = await Promise.all([
      postGraphql(client, order('components.html')),
      postGraphql(client, order('-components.html')),
    ])
    expect(up.status).toBeLessThan(500)
    const dataOf = (reply: Answer) => JSON.stringify(reply.json<{ data?: unknown }>().data ?? null)
    expect(dataOf(up)).toBe(dataOf(down))
  })

  it('an anonymous read of the page carries none of its gated content', async () => {
    const reply = await read(`/api/pages?${ON_PAGE}&depth=0`)
    const page = reply.json<{ docs: { components?: unknown[]; headerMarquee?: unknown[] }[] }>()
      .docs[0]
    expect(page).toBeDefined()
    expect(page?.components ?? []).toEqual([])
    expect(page?.headerMarquee ?? []).toEqual([])
    expect(reply.text).not.toContain(HIDDEN)
  })
})
