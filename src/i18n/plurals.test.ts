import { describe, expect, it } from 'vitest'
import { LOCALES } from '../routing/locales'
import { intlLocale } from './format'
import { PLURALS } from './messages/plurals'
import { translate } from './translate'

describe('plural tables', () => {
  it.each(LOCALES)('give %s exactly the forms its CLDR plural rules use', (locale) => {
    const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories
    for (const forms of Object.values(PLURALS[locale])) {
      expect(Object.keys(forms).sort()).toEqual([...categories].sort())
      for (const form of Object.values(forms)) expect(form).toContain('{count}')
    }
  })
})

describe('translate with a count', () => {
  it.each([
    ['en', '1 product', '2 products', 'View all 1 recipe', 'View all 2 recipes'],
    ['es', '1 producto', '2 productos', 'Ver la 1 receta', 'Ver las 2 recetas'],
    ['es-AR', '1 producto', '2 productos', 'Mirá la 1 receta', 'Mirá las 2 recetas'],
    ['pt-BR', '1 produto', '2 produtos', 'Ver a 1 receita', 'Ver as 2 receitas'],
    ['ko-KR', '제품 1개', '제품 2개', '레시피 1개 모두 보기', '레시피 2개 모두 보기'],
    ['ja-JP', '1件の製品', '2件の製品', 'レシピ1件をすべて見る', 'レシピ2件をすべて見る'],
    ['zh', '共 1 款产品', '共 2 款产品', '查看全部 1 个食谱', '查看全部 2 个食谱'],
  ] as const)(
    'picks the %s form for one and for two',
    (locale, one, two, oneRecipe, twoRecipes) => {
      expect(translate(locale, 'catalogue.productCount', { count: 1 })).toBe(one)
      expect(translate(locale, 'catalogue.productCount', { count: 2 })).toBe(two)
      expect(translate(locale, 'catalogue.viewAllRecipes', { count: 1 })).toBe(oneRecipe)
      expect(translate(locale, 'catalogue.viewAllRecipes', { count: 2 })).toBe(twoRecipes)
    },
  )

  it('uses the many form and the locale’s digits for a million in Spanish and Portuguese', () => {
    expect(translate('es', 'catalogue.productCount', { count: 1_000_000 })).toBe(
      '1,000,000 de productos',
    )
    expect(translate('pt-BR', 'catalogue.productCount', { count: 1_000_000 })).toBe(
      '1.000.000 de produtos',
    )
  })

  it('treats zero and fractions as CLDR does', () => {
    expect(translate('en', 'specs.shipping.shelfLifeDays', { count: 0 })).toBe('0 days')
    expect(translate('pt-BR', 'specs.shipping.shelfLifeDays', { count: 0 })).toBe('0 dia')
    expect(translate('en', 'nutrition.us.servingsPerContainer', { count: 1.5 })).toBe(
      '1.5 servings per container',
    )
  })

  it('falls back to the other form when no number is given', () => {
    expect(translate('en', 'catalogue.productCount')).toBe(' products')
  })
})
