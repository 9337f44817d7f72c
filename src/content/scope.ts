import type { GlobalSetting_RegionTags_Input, LocaleInputType } from './generated/graphql'
import { type Locale, toGraphqlLocale } from '@/routing/locales'
import { regionTag } from '@/routing/regions'

export interface ContentScope {
  regionId: string
  locale: Locale
  /** An editor's CMS token while draft mode is on; null for every visitor. */
  previewToken: string | null
  /**
   * A signed-in partner's session token (partners' pages render per request). Reads carry it, so
   * the CMS decides what gated content this partner may see; they are never cached.
   */
  partnerToken?: string | null
}

/** Every collection's region-tag enum has the same members, so one type serves them all. */
export type RegionTagVariable = GlobalSetting_RegionTags_Input

export function scopeVariables(scope: ContentScope): {
  regionTag: RegionTagVariable
  locale: LocaleInputType
} {
  return {
    regionTag: regionTag(scope.regionId) as RegionTagVariable,
    locale: toGraphqlLocale(scope.locale) as LocaleInputType,
  }
}

export function regionWhere(scope: ContentScope): { regionTags: { in: RegionTagVariable[] } } {
  return { regionTags: { in: [scopeVariables(scope).regionTag] } }
}
