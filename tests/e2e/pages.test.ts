import { PAGES } from '@/cms/seed/data/pages'
import { pagePath } from '@/routing/build'
import { expect, message, test } from './fixtures'

const CHAIN = ['about-us', 'our-story', 'sustainability']
const titleOf = (slug: string) => {
  const page = PAGES.find((entry) => entry.slug === slug)
  if (!page) throw new Error(`page ${slug} is no longer seeded`)
  return page.title
}

test.describe('nested generic pages', { tag: '@every-region' }, () => {
  test('renders a page three levels deep with its breadcrumb chain of parent titles', async ({
    page,
    site,
  }) => {
    const response = await page.goto(pagePath(site.region, site.locale, CHAIN))
    expect(response?.status()).toBe(200)
    const crumbs = page.getByRole('navigation', { name: message(site, 'shell.breadcrumbs') })
    await expect(crumbs.getByRole('listitem')).toHaveText([
      message(site, 'shell.home'),
      ...CHAIN.map((slug) => titleOf(slug)[site.locale]),
    ])
    await expect(
      crumbs.getByRole('link', { name: titleOf('our-story')[site.locale] }),
    ).toHaveAttribute('href', pagePath(site.region, site.locale, CHAIN.slice(0, 2)))
  })
})
