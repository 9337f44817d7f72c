import { describe, expect, it } from 'vitest'
import { jsonLdBlocks, ofType, pageScripts } from '../helpers/json-ld'
import { baseUrl, editorToken, get } from '../helpers/http'

const page = async (path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

const absolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${baseUrl()}/`)

describe('structured data', () => {
  it('home: the organisation and the site, with a search action', async () => {
    const blocks = jsonLdBlocks(await page('/'))
    const [organization] = ofType(blocks, 'Organization')
    const [website] = ofType(blocks, 'WebSite')
    expect(organization).toMatchObject({ name: 'Terrafield Foods', url: `${baseUrl()}/` })
    expect(website).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseUrl()}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('product: name, SKU, brand, image, description and category', async () => {
    const [product] = ofType(jsonLdBlocks(await page('/products/TF-10001')), 'Product')
    expect(product).toMatchObject({ sku: 'TF-10001', brand: { '@type': 'Brand' } })
    expect(product?.name).toEqual(expect.any(String))
    expect(product?.description).toEqual(expect.any(String))
    expect(product?.category).toEqual(expect.any(String))
    expect((product?.image as unknown[]).every(absolute)).toBe(true)
  })

  it('recipe: what a rich result needs, ingredients and steps one line each', async () => {
    const html = await page('/recipe/mushroom-gravy-poutine')
    const [recipe] = ofType(jsonLdBlocks(html), 'Recipe')
    expect(recipe?.name).toBe('Mushroom Gravy Poutine')
    expect((recipe?.image as unknown[]).length).toBeGreaterThan(0)
    expect((recipe?.image as unknown[]).every(absolute)).toBe(true)
    const ingredients = recipe?.recipeIngredient as string[]
    expect(ingredients.length).toBeGreaterThan(2)
    for (const line of ingredients) expect(line).toMatch(/^\S.*\S$/)
    expect(recipe?.recipeInstructions).toEqual(
      expect.arrayContaining([{ '@type': 'HowToStep', text: expect.any(String) }]),
    )
    expect(recipe?.recipeYield).toMatch(/^\d+$/)
  })

  it('post: a BlogPosting with its date', async () => {
    const [post] = ofType(jsonLdBlocks(await page('/blog/how-long-can-fries-hold')), 'BlogPosting')
    expect(post?.headline).toEqual(expect.any(String))
    expect(post?.datePublished).toMatch(/^2026-01-14/)
  })

  it.each(['/about-us/our-story', '/recipes/category/game-day', '/products/TF-10001'])(
    '%s: the breadcrumbs as a BreadcrumbList',
    async (path) => {
      const [list] = ofType(jsonLdBlocks(await page(path)), 'BreadcrumbList')
      const items = list?.itemListElement as { position: number; name: string; item?: string }[]
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
      expect(items[0]).toMatchObject({ position: 1, item: `${baseUrl()}/` })
      expect(items.at(-1)?.item).toBeUndefined()
    },
  )

  it('keeps CMS text that closes the script inside the JSON', async () => {
    const evil = 'Fries </script><script>alert(1)</script> & <!-- more'
    const slug = `json-ld-${Date.now()}`
    const token = await editorToken()
    const editor = { 'content-type': 'application/json', authorization: `JWT ${token}` }
    const created = await fetch(`${baseUrl()}/api/recipes`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        name: evil,
        slug,
        description: evil,
        regionTags: ['regionIndia'],
        _status: 'published',
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const html = await page(`/india/recipe/${slug}`)
      const [recipe] = ofType(jsonLdBlocks(html), 'Recipe')
      expect(recipe).toMatchObject({ name: evil, description: evil })
      // The text is data everywhere: in the JSON-LD and in React's payload, never a script of its own.
      expect(pageScripts(html).filter((script) => script.text.trim() === 'alert(1)')).toEqual([])
      expect(html).not.toContain('<script>alert(1)</script>')
    } finally {
      await fetch(`${baseUrl()}/api/recipes/${doc.id}`, { method: 'DELETE', headers: editor })
    }
  })
})
