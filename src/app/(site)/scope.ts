import 'server-only'
import { cookies, draftMode } from 'next/headers'
import type { ContentScope } from '@/content/scope'
import { findRegion, regionSupportsLocale } from '@/routing/regions'

export interface SiteParams {
  region: string
  locale: string
}

export async function resolveScope(params: Promise<SiteParams>): Promise<ContentScope | null> {
  const { region: regionId, locale } = await params
  const region = findRegion(regionId)
  if (!region || !regionSupportsLocale(region, locale)) return null
  const { isEnabled } = await draftMode()
  // Only read in draft mode: touching cookies otherwise would make every public page dynamic.
  const previewToken = isEnabled ? ((await cookies()).get('payload-token')?.value ?? null) : null
  return { regionId: region.id, locale, previewToken }
}
