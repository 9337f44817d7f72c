import { describe, expect, it } from 'vitest'
import { headLinks, type HeadLinks } from '../helpers/head-links'
import { inPool } from '../helpers/abuse'
import { get } from '../helpers/http'

/** One page per template, with documents in every region, in some, and in one. */
const START_PAGES = [
  '/',
  '/products',
  '/products/TF-10001',
  '/recipes',
  '/recipe/mushroom-gravy-poutine',
  '/blog',
  '/blog/how-long-can-fries-hold',
  '/blog/game-day-menu-playbook',
  '/blog/korean-street-food-flavors',
  '/brands',
  '/brands/terrafield-classic',
  '/about-us/our-story',
  '/why-terrafield',
]

const seen = new Map<string, Promise<{ status: number; links: HeadLinks }>>()

function visit(path: string) {
  let visited = seen.get(path)
  if (!visited) {
    visited = get(path).then(async (response) => ({
      status: response.status,
      links: headLinks(await response.text()),
    }))
    seen.set(path, visited)
  }
  return visited
}

const ogCode = (hreflang: string) => hreflang.replace('-', '_')

describe('hreflang alternates', () => {
  it.each(START_PAGES)(
    '%s and every page it names name each other, and all answer 200',
    async (start) => {
      const { status, links } = await visit(start)
      expect(status).toBe(200)
      const { alternates } = links
      const own = Object.entries(alternates).find(
        ([code, path]) => code !== 'x-default' && path === links.canonical,
      )
      expect(own, `${start} names itself among ${JSON.stringify(alternates)}`).toBeDefined()
      expect(links.canonical).toBe(start)
      expect(links.ogLocale).toBe(ogCode(own![0]))
      expect(links.ogAlternateLocales.sort()).toEqual(
        Object.keys(alternates)
          .filter((code) => code !== 'x-default' && code !== own![0])
          .map(ogCode)
          .sort(),
      )
      if (alternates['en-US']) expect(alternates['x-default']).toBe(alternates['en-US'])
      for (const code of Object.keys(alternates))
        expect(code).toMatch(/^(x-default|[a-z]{2}(-[A-Z]{2})?)$/)

      const paths = [...new Set(Object.values(alternates))]
      const answers = await inPool(paths, 4, async (path) => ({ path, ...(await visit(path)) }))
      for (const answer of answers) {
        expect(answer.status, answer.path).toBe(200)
        expect(answer.links.alternates, `the alternates ${answer.path} names`).toEqual(alternates)
      }
    },
  )

  it('names only the regions a document is in', async () => {
    const { links } = await visit('/blog/game-day-menu-playbook')
    expect(Object.keys(links.alternates).sort()).toEqual([
      'en-MX',
      'en-US',
      'es-MX',
      'es-US',
      'x-default',
    ])
    const korean = await visit('/korea/news/korean-street-food-flavors')
    expect(korean.links.alternates['ko-KR']).toBe('/korea/news/korean-street-food-flavors')
    expect(korean.links.alternates['es-MX']).toBeUndefined()
  })

  it('spells each region’s own route words', async () => {
    const { links } = await visit('/products/TF-10001')
    expect(links.alternates['es-MX']).toBe('/mexico/productos/TF-10001')
  })

  it('offers none on a page for no search index: later pages, other orders, a product’s lists', async () => {
    const paths = [
      '/blog/page/2',
      '/blog/oldest',
      '/recipes/page/2',
      '/recipes/category/mains/oldest',
      '/brands/terrafield-classic/2',
      '/products/TF-10001/product-recipes',
      '/products/TF-10001/product-blogs',
      '/products/crispy-potato-tots/TF-10011/specifications',
      '/favorites',
    ]
    const answers = await inPool(paths, 4, async (path) => {
      const response = await get(path)
      const html = await response.text()
      return {
        path,
        status: response.status,
        noindex: /<meta name="robots" content="noindex, follow"/.test(html),
        alternates: headLinks(html).alternates,
      }
    })
    for (const answer of answers)
      expect(answer).toEqual({ path: answer.path, status: 200, noindex: true, alternates: {} })
  })
})
