import { RECIPE_CATEGORIES, RECIPES } from './data/recipes'
import { createLocalized, daysAgo, type SeedContext, tagsOf } from './context'
import { COLLECTION_ICONS, recipeIcons } from './artwork/recipe-icons'
import { uploadImage } from './images'
import { listToRichText } from './lexical'
import type { CatalogueIds } from './catalogue'

const UNIT_NAMES = {
  portion: {
    en: 'portions',
    es: 'porciones',
    'es-AR': 'porciones',
    'pt-BR': 'porções',
    'ko-KR': '인분',
    'ja-JP': '人前',
    zh: '份',
  },
  serving: {
    en: 'servings',
    es: 'raciones',
    'es-AR': 'raciones',
    'pt-BR': 'porções',
    'ko-KR': '회 제공량',
    'ja-JP': '食分',
    zh: '份',
  },
  plate: {
    en: 'plates',
    es: 'platos',
    'es-AR': 'platos',
    'pt-BR': 'pratos',
    'ko-KR': '접시',
    'ja-JP': '皿',
    zh: '盘',
  },
} as const

export async function seedRecipes(
  ctx: SeedContext,
  catalogue: CatalogueIds,
): Promise<Map<string, number>> {
  const categories = new Map<string, number>()
  for (const category of RECIPE_CATEGORIES) {
    // Collections are shown as image cards on the recipe index; plain categories as links.
    const image =
      category.type === 'Collections'
        ? await uploadImage(ctx, {
            name: `recipe-collection-${category.slug}`,
            alt: category.name,
            width: 1200,
            height: 800,
            colour: '#4f6b2a',
            art: { layout: 'pattern', icons: COLLECTION_ICONS[category.slug] ?? ['potato'] },
          })
        : null
    const id = await createLocalized(
      ctx,
      'recipe-categories',
      { slug: category.slug, type: category.type, image, regionTags: tagsOf('all') },
      (locale) => ({ name: category.name[locale] }),
    )
    categories.set(category.slug, id)
  }
  const recipes = new Map<string, number>()
  for (const recipe of RECIPES) {
    const image = await uploadImage(ctx, {
      name: `recipe-${recipe.slug}`,
      alt: recipe.name,
      width: 1200,
      height: 800,
      colour: '#8a5a24',
      art: { layout: 'plate', icons: recipeIcons(recipe) },
    })
    const id = await createLocalized(
      ctx,
      'recipes',
      {
        slug: recipe.slug,
        image,
        regionTags: tagsOf(recipe.regions),
        yieldServings: recipe.yieldServings,
        yieldPortionSize: recipe.yieldPortionSize,
        yieldMeasure: recipe.yieldMeasure,
        mealTypes: recipe.mealTypes,
        marketSegments: recipe.marketSegments,
        brands: [catalogue.brands.get(recipe.brand)].filter((value) => value !== undefined),
        linkedProducts: recipe.productSkus.flatMap((sku) => catalogue.products.get(sku) ?? []),
        categories: recipe.categories.flatMap((slug) => categories.get(slug) ?? []),
        featuredRecipe: recipe.featured,
        publishedDate: daysAgo(recipe.publishedDaysAgo),
      },
      (locale) => ({
        name: recipe.name[locale],
        description: recipe.description[locale],
        dishType: recipe.dishType[locale],
        yieldUnit: UNIT_NAMES[recipe.yieldUnit][locale],
        ingredients: listToRichText(recipe.ingredients[locale], 'bullet'),
        prepInstructions: listToRichText(recipe.steps[locale], 'number'),
      }),
    )
    recipes.set(recipe.slug, id)
  }
  ctx.log(`recipes: ${recipes.size} recipes in ${categories.size} categories`)
  return recipes
}
