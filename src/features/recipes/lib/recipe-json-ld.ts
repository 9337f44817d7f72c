import type { RecipeDetail } from '@/content/recipes'
import { richTextLines } from '@/lib/rich-text-lines'

/**
 * schema.org Recipe, for rich results: Google needs a name and an image, and reads the yield,
 * ingredients (one line each), steps and categories when they are there.
 */
export function recipeJsonLd(
  recipe: RecipeDetail,
  url: string,
  absolute: (path: string) => string,
): Record<string, unknown> {
  const ingredients = richTextLines(recipe.ingredients)
  const steps = richTextLines(recipe.prepInstructions)
  const categories = recipe.categories.map((category) => category.name)
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    url,
    ...(recipe.image && { image: [absolute(recipe.image.url)] }),
    ...(recipe.description && { description: recipe.description }),
    ...(recipe.publishedDate && { datePublished: recipe.publishedDate }),
    ...(recipe.yield.servings && { recipeYield: String(recipe.yield.servings) }),
    ...(ingredients.length > 0 && { recipeIngredient: ingredients }),
    ...(steps.length > 0 && {
      recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    }),
    ...(categories.length > 0 && { recipeCategory: categories.join(', ') }),
  }
}
