import type { List, Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { inPool } from '../helpers/abuse'
import { headLinks } from '../helpers/head-links'
import { asEditor, baseUrl, get } from '../helpers/http'
import { jsonLdBlocks, ofType } from '../helpers/json-ld'
import { nodesOf, parseMarkdown, textOf } from '../helpers/markdown'

async function html(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The markdown copy a page names in its head, read as a reader would. */
async function copyOf(pagePath: string) {
  const page = await html(pagePath)
  const path = headLinks(page).markdown
  expect(path, `${pagePath} names its markdown copy`).not.toBeNull()
  const response = await get(path ?? '')
  expect(response.status, path ?? '').toBe(200)
  return { page, path, response, tree: parseMarkdown(await response.text()) }
}

const title = (tree: Root) => {
  const [first] = tree.children
  return first?.type === 'heading' && first.depth === 1 ? textOf(first) : null
}
const sections = (tree: Root) =>
  nodesOf(tree, 'heading')
    .filter((node) => node.depth === 2)
    .map(textOf)
const listUnder = (tree: Root, heading: string): List | null => {
  const at = tree.children.findIndex((node) => node.type === 'heading' && textOf(node) === heading)
  const next = tree.children[at + 1]
  return at >= 0 && next?.type === 'list' ? next : null
}

describe('markdown copies of product pages', () => {
  it('are named by the page, served as markdown, and point back to the page as canonical', async () => {
    const { page, path, response, tree } = await copyOf('/products/TF-10001')
    expect(path).toBe('/products/TF-10001/index.md')
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(response.headers.get('x-robots-tag')).toBeNull()
    expect(response.headers.get('link')).toBe(`<${baseUrl()}/products/TF-10001>; rel="canonical"`)
    const [product] = ofType(jsonLdBlocks(page), 'Product')
    expect(title(tree)).toBe(product?.name)
    expect(textOf(tree)).toContain(String(product?.description))
    expect(sections(tree)).toEqual(expect.arrayContaining(['Specifications', 'Nutrition Facts']))
    expect(nodesOf(tree, 'table').length).toBeGreaterThan(0)
  })

  it("say it in the region's language, words and nutrition label", async () => {
    const mexico = await copyOf('/mexico/productos/TF-10001')
    expect(mexico.path).toBe('/mexico/productos/TF-10001/index.md')
    const [product] = ofType(jsonLdBlocks(mexico.page), 'Product')
    expect(title(mexico.tree)).toBe(product?.name)
    expect(sections(mexico.tree)).toContain('Especificaciones')
    const australia = await copyOf('/au/products/TF-10001')
    expect(sections(australia.tree)).toContain('Nutrition Information')
    expect(sections(australia.tree)).not.toContain('Nutrition Facts')
  })

  it('are not found for a product the region does not sell, or that does not exist', async () => {
    for (const path of ['/products/TF-99999/index.md', '/japan/products/NO-SUCH/index.md']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toBe('Not found')
    }
  })
})

describe('markdown copies of recipe pages', () => {
  it('carry the ingredients and the steps the page gives', async () => {
    const { page, path, response, tree } = await copyOf('/recipe/mushroom-gravy-poutine')
    expect(path).toBe('/recipe/mushroom-gravy-poutine/index.md')
    expect(response.headers.get('link')).toBe(
      `<${baseUrl()}/recipe/mushroom-gravy-poutine>; rel="canonical"`,
    )
    const [recipe] = ofType(jsonLdBlocks(page), 'Recipe')
    expect(title(tree)).toBe('Mushroom Gravy Poutine')
    expect(listUnder(tree, 'Ingredients')?.children.map(textOf)).toEqual(recipe?.recipeIngredient)
    const steps = nodesOf(tree, 'list').find((list) => list.ordered)
    expect(steps?.children.map(textOf)).toEqual(
      (recipe?.recipeInstructions as { text: string }[]).map((step) => step.text),
    )
    expect(nodesOf(tree, 'image')[0]?.url).toMatch(new RegExp(`^${baseUrl()}/`))
  })

  it('keep a partner-only recipe from guests', async () => {
    const response = await get('/recipe/school-lunch-oven-baked-fries/index.md')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toMatch(/school|lunch/i)
  })

  it("follow an editor's publish within 5 seconds, noindex included", async () => {
    const path = '/recipe/mushroom-gravy-poutine/index.md'
    await get(path)
    const found = await asEditor(
      'GET',
      'recipes?where[slug][equals]=mushroom-gravy-poutine&depth=0&limit=1',
    )
    const doc = (found.body.docs as { id: number; name: string }[])[0]
    if (!doc) throw new Error('the seeded recipe is missing')
    const renamed = `Mushroom Gravy Poutine ${Date.now()}`
    const read = async () => {
      const response = await get(path)
      return {
        title: title(parseMarkdown(await response.text())),
        robots: response.headers.get('x-robots-tag'),
      }
    }
    try {
      const edit = { name: renamed, pageMetadata: { robotsNoIndex: true } }
      expect((await asEditor('PATCH', `recipes/${doc.id}`, edit)).status).toBe(200)
      await expect
        .poll(read, { timeout: 5000, interval: 250 })
        .toEqual({ title: renamed, robots: 'noindex' })
    } finally {
      const restore = { name: doc.name, pageMetadata: { robotsNoIndex: false } }
      await asEditor('PATCH', `recipes/${doc.id}`, restore)
    }
    await expect
      .poll(read, { timeout: 5000, interval: 250 })
      .toEqual({ title: doc.name, robots: null })
  })
})

describe('/llms.txt', () => {
  it("lists the site's main sections and every region's home, all on this site and live", async () => {
    const response = await get('/llms.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const tree = parseMarkdown(await response.text())
    expect(title(tree)).toBe('Terrafield Foods')
    expect(tree.children[1]?.type).toBe('blockquote')
    expect(sections(tree)).toEqual(
      expect.arrayContaining(['Products', 'Recipes', 'Regions and languages']),
    )
    const urls = nodesOf(tree, 'link').map((link) => link.url)
    expect(urls).toEqual(expect.arrayContaining([`${baseUrl()}/`, `${baseUrl()}/mexico`]))
    expect(urls.every((url) => url.startsWith(`${baseUrl()}/`))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
    const statuses = await inPool(urls, 4, async (url) => {
      const answer = await fetch(url, { redirect: 'manual' })
      await answer.arrayBuffer()
      return [url, answer.status]
    })
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
  })

  it('names no page for partners only', async () => {
    const text = await (await get('/llms.txt')).text()
    expect(text).not.toContain('partner-resources')
    expect(text).not.toContain('northeast-partner-pricing')
  })
})
