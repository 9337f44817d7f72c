import type { Locale } from '@/routing/locales'
import { buildPath } from '@/routing/build'
import { withSkus } from './compare-url'

/** Route word of `app/(site)/[region]/[locale]/compare`, also the CMS `compare` site route. */
export const COMPARE_SEGMENT = 'compare'

export const compareBasePath = (regionId: string, locale: Locale) =>
  buildPath({ regionId, locale, segments: [COMPARE_SEGMENT] })

export const comparePath = (regionId: string, locale: Locale, skus: readonly string[]) =>
  withSkus(compareBasePath(regionId, locale), skus)
