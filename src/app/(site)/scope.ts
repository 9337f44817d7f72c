import 'server-only'
import { cookies, draftMode } from 'next/headers'
import type { ContentScope } from '@/content/scope'
import { currentPartner } from '@/features/partner-program/server/partner-session'
import { findRegion, regionSupportsLocale } from '@/routing/regions'

export interface SiteParams {
  region: string
  locale: string
}

export async function resolveScope(params: Promise<SiteParams>): Promise<ContentScope | null> {
  const { region: regionId, locale } = await params
  const region = findRegion(regionId)
  if (!region || !regionSupportsLocale(region, locale)) return null
  // Only read in draft mode (an editor's preview or a partner's session): touching cookies
  // otherwise would make every public page dynamic.
  if (!(await draftMode()).isEnabled) return { regionId: region.id, locale, previewToken: null }
  const previewToken = (await cookies()).get('payload-token')?.value ?? null
  const partner = await currentPartner()
  return { regionId: region.id, locale, previewToken, partnerToken: partner?.token ?? null }
}

/** Files beside the pages (PDF, markdown) are published copies: never a draft, never a partner's. */
export function publicScope({ region: regionId, locale }: SiteParams): ContentScope | null {
  const region = findRegion(regionId)
  return region && regionSupportsLocale(region, locale)
    ? { regionId: region.id, locale, previewToken: null }
    : null
}
