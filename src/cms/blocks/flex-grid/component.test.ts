import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FlexGridBlockFieldsFragment } from '@/content/generated/graphql'
import { listRecentBlogs, type RecentBlog } from '@/content/recent-blogs'
import type { BlockContext } from '../block-context'
import { FlexGrid } from './component'

vi.mock('@/content/recent-blogs', () => ({ listRecentBlogs: vi.fn() }))

const scope = { regionId: 'us', locale: 'en', previewToken: null } as const
const context: BlockContext = { regionId: 'us', locale: 'en', scope, t: (key) => `t:${key}` }

const post = (id: number, slug: string, date: string): RecentBlog => ({
  id,
  title: `Post ${slug}`,
  summary: null,
  publishDisplayDate: date,
  image: null,
  href: `/blog/${slug}`,
})

const block = (fields: Partial<FlexGridBlockFieldsFragment>): FlexGridBlockFieldsFragment =>
  ({
    __typename: 'FlexGridBlock',
    id: 'b1',
    blockType: 'flexGrid',
    heading: 'Grid',
    ...fields,
  }) as FlexGridBlockFieldsFragment

const render = async (fields: Partial<FlexGridBlockFieldsFragment>) =>
  renderToStaticMarkup(await FlexGrid({ block: block(fields), context }))

describe('FlexGrid', () => {
  beforeEach(() => vi.mocked(listRecentBlogs).mockReset())

  it('in most-recent mode reads the amount and categories and links each post, in the order read', async () => {
    vi.mocked(listRecentBlogs).mockResolvedValue([
      post(2, 'newer', '2026-11-04T12:00:00.000Z'),
      post(1, 'older', '2026-07-22T12:00:00.000Z'),
    ])
    const html = await render({ mostRecent: true, amount: 3, categories: [{ id: 5 }, { id: 7 }] })
    expect(listRecentBlogs).toHaveBeenCalledWith(scope, { amount: 3, categoryIds: [5, 7] })
    expect([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/blog/newer',
      '/blog/older',
    ])
    expect(html).toContain('dateTime="2026-11-04T12:00:00.000Z">November 4, 2026</time>')
  })

  it('says so when most-recent mode finds no posts', async () => {
    vi.mocked(listRecentBlogs).mockResolvedValue([])
    await expect(render({ mostRecent: true, amount: 3 })).resolves.toContain('t:grid.noRecentPosts')
  })

  it('shows the editor cards otherwise, without reading posts', async () => {
    const link = {
      title: 'Learn more',
      url: '/contact-us',
      siteRoute: null,
      externalLink: false,
      reference: null,
    }
    const html = await render({
      mostRecent: false,
      anchorId: 'our-products',
      cards: [{ id: 'c1', image: null, title: 'Guacamole', text: 'Ready', link }],
    })
    expect(listRecentBlogs).not.toHaveBeenCalled()
    expect(html).toContain('id="our-products"')
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/contact-us"[^>]*>Guacamole<\/a><\/h3>/)
  })

  it('renders nothing for a card grid without cards', async () => {
    await expect(render({ mostRecent: false, cards: [] })).resolves.toBe('')
  })
})
