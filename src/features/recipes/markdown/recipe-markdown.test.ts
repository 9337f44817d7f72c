import { describe, expect, it } from 'vitest'
import type { RecipeDetail } from '@/content/recipes'
import { translator } from '@/i18n/translate'
import { nodesOf, parseMarkdown, textOf } from '../../../../tests/helpers/markdown'
import { recipePageTexts } from '../lib/page-texts'
import { recipeMarkdown } from './recipe-markdown'
import { richTextList as lines } from '../lib/test-fixture'

const RECIPE = {
  name: 'Loaded Poutine',
  slug: 'loaded-poutine',
  description: 'Fries, curds and gravy.',
  image: { url: '/api/media/file/poutine.webp', alt: 'A bowl of poutine', width: 12, height: 8 },
  dishType: 'Side',
  mealTypes: ['lunch', 'dinner'],
  marketSegments: [],
  yield: { servings: 12, portionSize: '9 oz', measure: 'oz', unit: null, customMeasurement: null },
  brands: [{ id: 1, name: 'Terrafield Classic', href: '/brands/terrafield-classic' }],
  categories: [
    { id: 2, name: 'Comfort', href: null },
    { id: 3, name: 'Game day', href: '/recipes/category/game-day' },
  ],
  products: [{ id: 4, sku: 'TF-1', name: 'Crinkle Fries', href: '/products/TF-1' }],
  ingredients: lines('2 kg fries', '500 g cheese curds'),
  prepInstructions: lines('Fry.', 'Top with curds and gravy.'),
} as unknown as RecipeDetail

const t = translator('en')
const texts = recipePageTexts(
  {
    print: {
      description: null,
      headerImage: null,
      logo: null,
      logoSubtext: null,
      marketingText: null,
    },
    emailSubject: null,
    emailBody: null,
    printButtonTitle: null,
    emailButtonTitle: null,
    shareButtonTitle: null,
    yieldTitle: 'Makes',
    associatedProductsTitle: null,
    instructionsSectionTitle: null,
  },
  t,
)
const render = (recipe: RecipeDetail = RECIPE) =>
  parseMarkdown(
    recipeMarkdown(recipe, {
      locale: 'en',
      t,
      texts,
      absolute: (path) => `https://site.example${path}`,
    }),
  )

const sectionAfter = (tree: ReturnType<typeof render>, title: string) => {
  const at = tree.children.findIndex((node) => node.type === 'heading' && textOf(node) === title)
  const next = tree.children[at + 1]
  return at >= 0 && next?.type === 'list' ? next : null
}

describe('recipeMarkdown', () => {
  it('opens with the name, the image and the description', () => {
    const [title, picture, description] = render().children
    expect(title && [title.type, textOf(title)]).toEqual(['heading', 'Loaded Poutine'])
    expect(picture && nodesOf(picture, 'image')[0]).toMatchObject({
      url: 'https://site.example/api/media/file/poutine.webp',
      alt: 'A bowl of poutine',
    })
    expect(description && textOf(description)).toBe('Fries, curds and gravy.')
  })

  it("gives the yield under the editor's title and the details the page lists", () => {
    const tree = render()
    expect(sectionAfter(tree, 'Makes')?.children.map(textOf)).toEqual([
      'Servings: 12',
      'Portion size: 9 oz',
    ])
    expect(sectionAfter(tree, 'Recipe details')?.children.map(textOf)).toEqual([
      'Dish type: Side',
      'Meal types: Lunch, Dinner',
      'Brands: Terrafield Classic',
      'Categories: Comfort, Game day',
    ])
    expect(nodesOf(tree, 'link').map((node) => node.url)).toEqual([
      'https://site.example/brands/terrafield-classic',
      'https://site.example/recipes/category/game-day',
      'https://site.example/products/TF-1',
    ])
  })

  it('lists the ingredients, and the steps in order', () => {
    const tree = render()
    expect(sectionAfter(tree, 'Ingredients')?.children.map(textOf)).toEqual([
      '2 kg fries',
      '500 g cheese curds',
    ])
    const steps = sectionAfter(tree, 'Preparation')
    expect(steps?.ordered).toBe(true)
    expect(steps?.children.map(textOf)).toEqual(['Fry.', 'Top with curds and gravy.'])
  })

  it('leaves out what the recipe does not have', () => {
    const bare = {
      ...RECIPE,
      image: null,
      description: null,
      dishType: null,
      mealTypes: [],
      brands: [],
      categories: [],
      products: [],
      yield: {
        servings: null,
        portionSize: null,
        measure: null,
        unit: null,
        customMeasurement: null,
      },
      ingredients: null,
      prepInstructions: null,
    } as unknown as RecipeDetail
    expect(render(bare).children.map(textOf)).toEqual(['Loaded Poutine'])
  })

  it('keeps CMS text as text', () => {
    const hostile = '[win](javascript:alert(1)) <script>alert(1)</script> *'
    const tree = render({ ...RECIPE, name: hostile, ingredients: lines(hostile) })
    expect(tree.children[0] && textOf(tree.children[0])).toBe(hostile)
    expect(sectionAfter(tree, 'Ingredients')?.children.map(textOf)).toEqual([hostile])
    expect(nodesOf(tree, 'html')).toEqual([])
  })
})
