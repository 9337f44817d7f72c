import { translate } from '../../i18n/translate'
import type { MessageKey } from '../../i18n/messages/en'
import type { Locale } from '../../routing/locales'
import { DIETARY_FLAGS } from '../collections/products/flags'
import { textIn } from './localized'
import type { SearchAttribute } from './search-entry'

type Doc = Record<string, unknown>

/** What a listing filters and sorts on, per collection: the names editors type as a filter's search attribute. */
export const FACET_ATTRIBUTES = {
  products: [
    'brand',
    'categories',
    'cutTypes',
    'fryType',
    'variety',
    'frySpecifications',
    'seasonings',
    'preparationMethods',
    'productServices',
    'dietaryFlags',
    'shelfLife',
    'caseCube',
  ],
  recipes: ['brands', 'categories', 'mealTypes', 'marketSegments', 'dishType', 'yieldServings'],
} as const

/** Attributes with a number per document: range sliders and numeric sorts. */
export const NUMERIC_ATTRIBUTES: readonly string[] = ['shelfLife', 'caseCube', 'yieldServings']

const MAX_VALUE_LENGTH = 100

const asDocs = (value: unknown): Doc[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is Doc => !!item && typeof item === 'object',
  )

/** Populated relations: brands and categories by slug, taxonomies by key; the label in the locale. */
function related(attribute: string, value: unknown, locale: Locale): SearchAttribute[] {
  return asDocs(value).flatMap((doc) => {
    const key = textIn(doc.key, locale) || textIn(doc.slug, locale)
    if (!key) return []
    return [{ attribute, value: key, label: textIn(doc.name, locale) || key, number: null }]
  })
}

/** A product listed under a subcategory is listed under its parent too. */
function categoriesWithParents(value: unknown, locale: Locale): SearchAttribute[] {
  const parents = asDocs(value).flatMap((doc) => asDocs(doc.parent))
  return [...related('categories', value, locale), ...related('categories', parents, locale)]
}

function translated(attribute: string, keys: unknown, prefix: string, locale: Locale) {
  return (Array.isArray(keys) ? keys : []).flatMap((key): SearchAttribute[] => {
    if (typeof key !== 'string') return []
    const label = translate(locale, `${prefix}${key.replaceAll('-', '_')}` as MessageKey)
    return [{ attribute, value: key, label: label || key, number: null }]
  })
}

function numeric(attribute: string, value: unknown): SearchAttribute[] {
  return typeof value === 'number' && Number.isFinite(value)
    ? [{ attribute, value: String(value), label: String(value), number: value }]
    : []
}

function dietaryFlags(value: unknown, locale: Locale): SearchAttribute[] {
  const flags = (value ?? {}) as Doc
  return DIETARY_FLAGS.filter((flag) => flags[flag] === true).map((flag) => ({
    attribute: 'dietaryFlags',
    value: flag,
    label: translate(locale, `specs.dietary.${flag}` as MessageKey),
    number: null,
  }))
}

function text(attribute: string, value: unknown, locale: Locale): SearchAttribute[] {
  const label = textIn(value, locale).trim()
  return label ? [{ attribute, value: label, label, number: null }] : []
}

const ATTRIBUTES: Record<string, (doc: Doc, locale: Locale) => SearchAttribute[]> = {
  products: (doc, locale) => [
    ...related('brand', doc.brand, locale),
    ...categoriesWithParents(doc.categories, locale),
    ...related('cutTypes', doc.cutTypes, locale),
    ...related('fryType', doc.fryType, locale),
    ...related('variety', doc.variety, locale),
    ...related('frySpecifications', doc.frySpecifications, locale),
    ...related('seasonings', doc.seasonings, locale),
    ...related('preparationMethods', doc.preparationMethods, locale),
    ...related('productServices', doc.productServices, locale),
    ...dietaryFlags(doc.dietaryFlags, locale),
    ...numeric('shelfLife', doc.shelfLife),
    ...numeric('caseCube', doc.caseCube),
  ],
  recipes: (doc, locale) => [
    ...related('brands', doc.brands, locale),
    ...related('categories', doc.categories, locale),
    ...translated('mealTypes', doc.mealTypes, 'recipes.mealType.', locale),
    ...translated('marketSegments', doc.marketSegments, 'recipes.segment.', locale),
    ...text('dishType', doc.dishType, locale),
    ...numeric('yieldServings', doc.yieldServings),
  ],
}

/** The filterable values of a document in one locale, each value once per attribute. */
export function attributesOfDocument(
  collection: string,
  doc: Doc,
  locale: Locale,
): SearchAttribute[] {
  const seen = new Set<string>()
  return (ATTRIBUTES[collection]?.(doc, locale) ?? []).filter((item) => {
    const id = `${item.attribute}\u0000${item.value}`
    if (seen.has(id) || item.value.length > MAX_VALUE_LENGTH) return false
    seen.add(id)
    return true
  })
}
