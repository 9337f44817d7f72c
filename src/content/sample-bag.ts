import { isSku } from '@/lib/sku'
import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { DEFAULT_SAMPLE_BAG_MAXIMUM } from '@/lib/sample-bag-maximum'
import { runQuery } from './client'
import { SampleBagProductsDocument, SampleBagSettingsDocument } from './generated/graphql'
import { type Image, toImage } from './images'
import { LINK_TARGET_TAGS, resolveLink, type ResolvedLink } from './links'
import { MAX_PRODUCT_LOOKUP, type ProductCard, toProductCard } from './products'
import { type ContentScope, scopeVariables } from './scope'
import { isFeatureOn } from './settings'
import { nonBlank } from './text'

export interface SampleBagSettings {
  enabled: boolean
  maxItems: number
  emptyBagTitle: string | null
  bagTitle: string | null
  rulesText: string | null
  shippingText: string | null
  emptySampleTitle: string | null
  emptySampleInfo: string | null
  questionText: string | null
  image: Image | null
  continueBrowsingLink: (ResolvedLink & { title: string }) | null
}

export async function getSampleBagSettings(scope: ContentScope): Promise<SampleBagSettings> {
  const { regionTag, locale } = scopeVariables(scope)
  const tags = [
    ...tagsFor('sample-bag-settings', regionTag),
    ...tagsFor('navigation-bars', regionTag),
    // The continue-browsing link may point at any linkable document.
    ...LINK_TARGET_TAGS,
    collectionTag('media'),
  ]
  const [data, sampleBagOn] = await Promise.all([
    runQuery(
      scope,
      SampleBagSettingsDocument,
      { regionTag, navigationRegionTag: regionTag, locale },
      { tags },
    ),
    isFeatureOn(scope, 'sampleBag'),
  ])
  const doc = data.SampleBagSettings?.docs[0]
  const link = doc?.continueBrowsingLink
  const resolved = link?.title ? resolveLink(scope, link) : null
  return {
    enabled: data.NavigationBars?.docs[0]?.sampleBagEnabled === true && sampleBagOn,
    maxItems:
      doc?.maxItems && doc.maxItems >= 1 ? Math.floor(doc.maxItems) : DEFAULT_SAMPLE_BAG_MAXIMUM,
    emptyBagTitle: nonBlank(doc?.emptyBagTitle),
    bagTitle: nonBlank(doc?.bagTitle),
    rulesText: nonBlank(doc?.rulesText),
    shippingText: nonBlank(doc?.shippingText),
    emptySampleTitle: nonBlank(doc?.emptySampleTitle),
    emptySampleInfo: nonBlank(doc?.emptySampleInfo),
    questionText: nonBlank(doc?.questionText),
    image: toImage(doc?.image),
    continueBrowsingLink: resolved && link?.title ? { ...resolved, title: link.title } : null,
  }
}

export type SampleBagProduct = ProductCard & { getASample: boolean }

export async function listSampleBagProducts(
  scope: ContentScope,
  skus: readonly string[],
): Promise<SampleBagProduct[]> {
  const wanted = [...new Set(skus.filter(isSku))].slice(0, MAX_PRODUCT_LOOKUP)
  if (wanted.length === 0) return []
  const vars = scopeVariables(scope)
  const tags = [...tagsFor('products', vars.regionTag), ...['brands', 'media'].map(collectionTag)]
  const data = await runQuery(scope, SampleBagProductsDocument, { ...vars, skus: wanted }, { tags })
  const found = new Map<string, SampleBagProduct>()
  for (const doc of data.Products?.docs ?? []) {
    const card = toProductCard(doc, scope.regionId, scope.locale)
    if (card) found.set(card.sku, { ...card, getASample: doc.getASample === true })
  }
  return wanted.flatMap((sku) => found.get(sku) ?? [])
}
