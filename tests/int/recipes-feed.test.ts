import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { RECIPES } from '@/cms/seed/data/recipes'
import { get } from '../helpers/http'

const ALL_REGIONS = RECIPES.filter((recipe) => recipe.regions === 'all').map(
  (recipe) => recipe.slug,
)
const regionOnly = (regionId: string) =>
  RECIPES.filter((recipe) => recipe.regions !== 'all' && recipe.regions.includes(regionId)).map(
    (recipe) => recipe.slug,
  )
const notIn = (regionId: string) =>
  RECIPES.filter((recipe) => recipe.regions !== 'all' && !recipe.regions.includes(regionId)).map(
    (recipe) => recipe.slug,
  )

/** The feed's item paths, after checking it is RSS 2.0 that a standard parser reads, newest first. */
async function feedPaths(path: string): Promise<string[]> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/rss+xml')
  const xml = await response.text()
  expect(xml).toMatch(/<rss version="2.0"/)
  const feed = await new Parser().parseString(xml)
  expect(feed.items.length).toBeGreaterThan(0)
  const dates = feed.items.map((item) => Date.parse(item.isoDate ?? ''))
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true)
  expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  return feed.items.map((item) => new URL(item.link ?? '').pathname)
}

describe('recipes feed', () => {
  it('lists the us recipes and none tagged only for other regions', async () => {
    const paths = await feedPaths('/rss/recipes.xml')
    for (const slug of [...ALL_REGIONS, ...regionOnly('us')])
      expect(paths).toContain(`/recipe/${slug}`)
    for (const slug of notIn('us')) expect(paths).not.toContain(`/recipe/${slug}`)
  })

  it('is per region: japan gets its own recipes under its prefix and not the us-only ones', async () => {
    const paths = await feedPaths('/japan/rss/recipes.xml')
    expect(regionOnly('japan').length).toBeGreaterThan(0)
    for (const slug of regionOnly('japan')) expect(paths).toContain(`/japan/recipe/${slug}`)
    for (const slug of notIn('japan')) expect(paths).not.toContain(`/japan/recipe/${slug}`)
  })

  it('is per locale: mexico links use the Spanish route word, the English locale keeps its own', async () => {
    const spanish = await feedPaths('/mexico/rss/recipes.xml')
    expect(spanish).toContain('/mexico/receta/mushroom-gravy-poutine')
    const english = await feedPaths('/mexico/en/rss/recipes.xml')
    expect(english).toContain('/mexico/en/recipe/mushroom-gravy-poutine')
  })

  it('answers 404 for a locale the region does not serve', async () => {
    expect((await get('/japan/es/rss/recipes.xml')).status).toBe(404)
  })
})
