import type { CardItem } from './card-list'
import type { RecipeCard } from '@/content/recipes'

export const recipeCardItems = (recipes: readonly RecipeCard[]): CardItem[] =>
  recipes.map((recipe) => ({
    key: recipe.id,
    title: recipe.name,
    href: recipe.href,
    image: recipe.image,
    text: recipe.description,
  }))
