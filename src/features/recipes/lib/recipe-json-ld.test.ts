import { describe, expect, it } from 'vitest'
import type { RecipeDetail } from '@/content/recipes'
import { recipeJsonLd } from './recipe-json-ld'
import { richTextList as list } from './test-fixture'

const recipe = {
  name: 'Poutine',
  slug: 'poutine',
  description: 'Fries, curds and gravy.',
  image: { url: '/api/media/file/poutine.webp', alt: '', width: 1200, height: 800 },
  publishedDate: '2026-10-01',
  yield: { servings: 12, portionSize: null, measure: null, unit: null, customMeasurement: null },
  ingredients: list('2 kg fries', '500 g cheese curds'),
  prepInstructions: list('Fry.', 'Top with curds and gravy.'),
  categories: [
    { id: 1, name: 'Game day', href: null },
    { id: 2, name: 'Comfort', href: null },
  ],
} as unknown as RecipeDetail

const absolute = (path: string) => `https://site.example${path}`

describe('recipeJsonLd', () => {
  it('gives what a rich result reads, ingredients and steps one line each', () => {
    expect(recipeJsonLd(recipe, 'https://site.example/recipe/poutine', absolute)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Poutine',
      url: 'https://site.example/recipe/poutine',
      image: ['https://site.example/api/media/file/poutine.webp'],
      description: 'Fries, curds and gravy.',
      datePublished: '2026-10-01',
      recipeYield: '12',
      recipeIngredient: ['2 kg fries', '500 g cheese curds'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Fry.' },
        { '@type': 'HowToStep', text: 'Top with curds and gravy.' },
      ],
      recipeCategory: 'Game day, Comfort',
    })
  })

  it('leaves out what the recipe does not have', () => {
    const bare = {
      ...recipe,
      image: null,
      description: null,
      publishedDate: null,
      yield: { ...recipe.yield, servings: null },
      ingredients: null,
      prepInstructions: null,
      categories: [],
    } as unknown as RecipeDetail
    expect(
      Object.keys(recipeJsonLd(bare, 'https://site.example/recipe/poutine', absolute)),
    ).toEqual(['@context', '@type', 'name', 'url'])
  })
})
