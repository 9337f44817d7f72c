import type { RecipeDetail, RecipeTaxon } from '@/content/recipes'
import { formatNumber } from '@/i18n/format'
import type { Translate } from '@/i18n/translate'
import {
  heading,
  image,
  link,
  list,
  markdownText,
  paragraph,
  labelled,
  type Inline,
} from '@/lib/markdown/markdown-tree'
import { richTextLines } from '@/lib/rich-text-lines'
import type { Locale } from '@/routing/locales'
import type { RecipePageTexts } from '../lib/page-texts'
import { recipeDetailRows } from '../lib/recipe-details'
import { yieldLines } from '../lib/yield-lines'

interface RecipeMarkdownContext {
  locale: Locale
  t: Translate
  texts: RecipePageTexts
  absolute: (path: string) => string
}

const section = (title: string, items: readonly Inline[][], ordered = false) =>
  items.length > 0 ? [heading(2, title), list(items, ordered)] : []

/** What the recipe page says, from the same content, for readers that want text. */
export function recipeMarkdown(recipe: RecipeDetail, context: RecipeMarkdownContext): string {
  const { locale, t, texts, absolute } = context
  const named = (taxon: RecipeTaxon): Inline =>
    taxon.href ? link(absolute(taxon.href), taxon.name) : taxon.name
  const joined = (taxa: readonly RecipeTaxon[]): Inline[] =>
    taxa.flatMap((taxon, index) => (index > 0 ? [', ', named(taxon)] : [named(taxon)]))
  const yields = yieldLines(recipe.yield, (value) => formatNumber(value, locale))
  const details = recipeDetailRows(recipe, t)
  return markdownText([
    heading(1, recipe.name),
    recipe.image && paragraph(image(absolute(recipe.image.url), recipe.image.alt || recipe.name)),
    recipe.description && paragraph(recipe.description),
    ...section(
      texts.yieldTitle,
      yields.map((line) => labelled(t(`recipes.${line.label}`), line.value)),
    ),
    ...section(
      t('recipes.details'),
      details.map(({ label, value }) =>
        labelled(label, ...('text' in value ? [value.text] : joined(value.taxa))),
      ),
    ),
    ...section(
      texts.productsTitle,
      recipe.products.map((product) => [link(absolute(product.href), product.name)]),
    ),
    ...section(
      t('recipes.ingredients'),
      richTextLines(recipe.ingredients).map((line) => [line]),
    ),
    ...section(
      texts.instructionsTitle,
      richTextLines(recipe.prepInstructions).map((line) => [line]),
      true,
    ),
  ])
}
