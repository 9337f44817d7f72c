import { specSheetPdfResponse } from '@/features/catalogue/spec-sheet/load'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import type { SiteParams } from '../../../../../../scope'

type Params = SiteParams & { first: string; second: string }

// Refreshed daily like the print view beside it: the PDF carries the date it was generated.
export const revalidate = 86400

export function generateStaticParams(): { second: string }[] {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { region: regionId, locale, first, second } = await params
  const region = findRegion(regionId)
  const scope =
    region && regionSupportsLocale(region, locale)
      ? { regionId: region.id, locale, previewToken: null }
      : null
  return specSheetPdfResponse(scope, first, second, new Date())
}
