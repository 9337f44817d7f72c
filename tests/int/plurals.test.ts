import { describe, expect, it } from 'vitest'
import { get } from '../helpers/http'

/** The link under a product's recipes, as the visitor reads it. */
async function viewAllRecipes(path: string): Promise<string | undefined> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const link = /<a class="cta-link" href="[^"]*\/(?:product-recipes|producto-recetas)">([^<]*)<\/a>/
  return link.exec(html)?.[1]
}

// TF-10011 is used by one seeded recipe, TF-10001 by two.
describe('counted messages on seeded pages', () => {
  it.each([
    ['/products/TF-10011', 'View all 1 recipe', '/products/TF-10001', 'View all 2 recipes'],
    [
      '/mexico/productos/TF-10011',
      'Ver la 1 receta',
      '/mexico/productos/TF-10001',
      'Ver las 2 recetas',
    ],
    ['/cl/products/TF-10011', 'Mirá la 1 receta', '/cl/products/TF-10001', 'Mirá las 2 recetas'],
    ['/br/products/TF-10011', 'Ver a 1 receita', '/br/products/TF-10001', 'Ver as 2 receitas'],
    [
      '/korea/products/TF-10011',
      '레시피 1개 모두 보기',
      '/korea/products/TF-10001',
      '레시피 2개 모두 보기',
    ],
    [
      '/japan/products/TF-10011',
      'レシピ1件をすべて見る',
      '/japan/products/TF-10001',
      'レシピ2件をすべて見る',
    ],
    [
      '/china/products/TF-10011',
      '查看全部 1 个食谱',
      '/china/products/TF-10001',
      '查看全部 2 个食谱',
    ],
  ])('%s says "%s", %s says "%s"', async (onePath, one, twoPath, two) => {
    expect(await viewAllRecipes(onePath)).toBe(one)
    expect(await viewAllRecipes(twoPath)).toBe(two)
  })
})
