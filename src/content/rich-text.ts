import { collectionTag } from '@/lib/cache-tags'
import { runQuery } from './client'
import { RichTextTargetsDocument } from './generated/graphql'
import { type Image, toImage } from './images'
import { LINK_TARGET_TAGS, type LinkTarget, resolveLink } from './links'
import { collectReferences, idsWhere } from './rich-text-nodes'
import { type ContentScope, scopeVariables } from './scope'

export interface RichTextView {
  data: unknown
  /** Keyed `collection:id`; unlinkable documents are absent. */
  hrefs: ReadonlyMap<string, string>
  media: ReadonlyMap<number, Image>
}

export const documentKey = (relationTo: string, id: number) => `${relationTo}:${id}`

export async function resolveRichText(scope: ContentScope, data: unknown): Promise<RichTextView> {
  const references = collectReferences(data)
  if (references.documents.size === 0 && references.media.size === 0)
    return { data, hrefs: new Map(), media: new Map() }
  const { regionTag, locale } = scopeVariables(scope)
  const inRegion = (collection: string) => ({
    AND: [idsWhere(references.documents.get(collection)), { regionTags: { in: [regionTag] } }],
  })
  const result = await runQuery(
    scope,
    RichTextTargetsDocument,
    {
      pages: inRegion('pages'),
      products: inRegion('products'),
      recipes: inRegion('recipes'),
      blogs: inRegion('blogs'),
      brands: inRegion('brands'),
      productCategories: inRegion('product-categories'),
      blogCategories: inRegion('blog-categories'),
      media: idsWhere(references.media),
      locale,
    },
    { tags: [...LINK_TARGET_TAGS, collectionTag('media')] },
  )
  const hrefs = new Map<string, string>()
  const add = (relationTo: string, docs: readonly ({ id: number } & LinkTarget)[] | undefined) => {
    for (const doc of docs ?? []) {
      const link = resolveLink(scope, { reference: { relationTo, value: doc } })
      if (link) hrefs.set(documentKey(relationTo, doc.id), link.href)
    }
  }
  add('pages', result.Pages?.docs)
  add('products', result.Products?.docs)
  add('recipes', result.Recipes?.docs)
  add('blogs', result.Blogs?.docs)
  add('brands', result.Brands?.docs)
  add('product-categories', result.ProductCategories?.docs)
  add('blog-categories', result.BlogCategories?.docs)
  const media = new Map<number, Image>()
  for (const doc of result.allMedia?.docs ?? []) {
    const image = toImage(doc)
    if (image) media.set(doc.id, image)
  }
  return { data, hrefs, media }
}
