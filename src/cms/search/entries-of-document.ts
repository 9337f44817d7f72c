import type { Locale } from '../../routing/locales'
import { REGIONS, regionTag } from '../../routing/regions'
import { attributesOfDocument } from './attributes-of-document'
import { inLocale, textIn } from './localized'
import { richTextPlain } from './rich-text-plain'
import type { SearchEntry, SearchImage, SearchKind } from './search-entry'
import { SEARCHABLE_COLLECTIONS } from './searchable-collections'

const SUMMARY_LENGTH = 240
/** Bounds what one document adds to the index (and what one query may have to read). */
const BODY_LENGTH = 4000

type Doc = Record<string, unknown>

interface Fields {
  title: unknown
  summary: unknown
  /** Localized values and populated relations whose names should find the document. */
  extra: unknown[]
  image: unknown
  date: unknown
}

const name = (value: unknown) => (value && typeof value === 'object' ? (value as Doc).name : null)
const names = (value: unknown) => (Array.isArray(value) ? value.map(name) : [])
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const meta = (doc: Doc) => (doc.pageMetadata ?? {}) as Doc

const FIELDS: Record<string, (doc: Doc) => Fields> = {
  products: (doc) => ({
    title: doc.marketingName,
    summary: doc.generalDescription,
    extra: [
      doc.benefits,
      doc.casePackDescription,
      meta(doc).keywords,
      name(doc.brand),
      name(doc.subBrand),
      ...names(doc.categories),
      ...names(doc.cutTypes),
      name(doc.fryType),
      name(doc.variety),
      ...names(doc.seasonings),
      doc.ingredients,
    ],
    image: first(doc.productImages),
    date: doc.publishedDate,
  }),
  recipes: (doc) => ({
    title: doc.name,
    summary: doc.description,
    extra: [
      doc.dishType,
      meta(doc).keywords,
      ...names(doc.brands),
      ...names(doc.categories),
      doc.ingredients,
    ],
    image: doc.image,
    date: doc.publishedDate,
  }),
  brands: (doc) => ({
    title: doc.name,
    summary: doc.tagline ?? doc.description,
    extra: [doc.description],
    image: doc.logoFullColour ?? doc.logoBlack,
    date: doc.updatedAt,
  }),
  pages: (doc) => ({
    title: doc.title,
    summary: meta(doc).description,
    extra: [meta(doc).title, meta(doc).keywords],
    image:
      meta(doc).socialShareImage ?? (doc.headerMarqueeStyle as Doc | undefined)?.backgroundImage,
    date: doc.updatedAt,
  }),
  blogs: (doc) => ({
    title: doc.title,
    summary: doc.summary,
    extra: [meta(doc).keywords, ...names(doc.categories), doc.body],
    image: doc.featuredImage,
    date: doc.publishDisplayDate,
  }),
  'product-categories': (doc) => ({
    title: doc.name,
    summary: doc.description,
    extra: [],
    image: doc.image,
    date: doc.updatedAt,
  }),
  'blog-categories': (doc) => ({
    title: doc.name,
    summary: doc.description,
    extra: [],
    image: null,
    date: doc.updatedAt,
  }),
}

/** Drafts, pages kept out of search or of search engines, and gated content stay out of the public index. */
export function isPubliclySearchable(doc: Doc): boolean {
  if (doc._status !== undefined && doc._status !== 'published') return false
  if (meta(doc).hideFromSearchResults === true || meta(doc).robotsNoIndex === true) return false
  if (doc.authentication === 'signedIn') return false
  return !doc.authenticationContext
}

function plain(value: unknown, locale: Locale): string {
  const local = inLocale(value, locale)
  if (typeof local === 'string') return local
  if (local && typeof local === 'object') return richTextPlain(local, BODY_LENGTH)
  return ''
}

function imageOf(value: unknown, locale: Locale): SearchImage | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Doc
  const { url, width, height } = media
  if (typeof url !== 'string' || typeof width !== 'number' || typeof height !== 'number')
    return null
  return { url, alt: textIn(media.alt, locale), width, height }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null
}

/** The document's regions of this edition, by the locales they serve. */
function regionsByLocale(doc: Doc): Map<Locale, string[]> {
  const tags = new Set(Array.isArray(doc.regionTags) ? doc.regionTags : [])
  const byLocale = new Map<Locale, string[]>()
  for (const region of REGIONS) {
    const tag = regionTag(region.id)
    if (!tags.has(tag)) continue
    for (const locale of region.locales)
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), tag])
  }
  return byLocale
}

/**
 * What the public index holds for a document read with `locale: 'all'` and `depth: 1`: one entry per
 * locale its regions serve, none when it must not be found.
 */
export function entriesOfDocument(collection: string, doc: Doc): SearchEntry[] {
  const kind: SearchKind | undefined = SEARCHABLE_COLLECTIONS[collection]
  const fieldsOf = FIELDS[collection]
  if (!kind || !fieldsOf || !isPubliclySearchable(doc)) return []
  const fields = fieldsOf(doc)
  const entries: SearchEntry[] = []
  for (const [locale, regions] of regionsByLocale(doc)) {
    const title = plain(fields.title, locale).trim()
    if (!title) continue
    const summary = plain(fields.summary, locale).slice(0, SUMMARY_LENGTH)
    const body = [
      plain(fields.summary, locale),
      ...fields.extra.map((value) => plain(value, locale)),
    ]
      .filter(Boolean)
      .join(' ')
      .slice(0, BODY_LENGTH)
    entries.push({
      collection,
      docId: String(doc.id),
      locale,
      regions,
      kind,
      title,
      sku: stringOrNull(doc.sku),
      summary,
      body,
      link: {
        relationTo: collection,
        slug: stringOrNull(inLocale(doc.slug, locale)),
        sku: stringOrNull(doc.sku),
        path: stringOrNull(inLocale(doc.path, locale)),
      },
      image: imageOf(fields.image, locale),
      date: stringOrNull(fields.date),
      attributes: attributesOfDocument(collection, doc, locale),
    })
  }
  return entries
}
