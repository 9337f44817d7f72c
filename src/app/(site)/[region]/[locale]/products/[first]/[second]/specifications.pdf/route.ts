import { specSheetPdfResponse } from '@/features/catalogue/spec-sheet/load'
import { publicScope, type SiteParams } from '../../../../../../scope'

type Params = SiteParams & { first: string; second: string }

// Refreshed daily like the print view beside it: the PDF carries the date it was generated.
export const revalidate = 86400

export function generateStaticParams(): { second: string }[] {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { first, second, ...site } = await params
  return specSheetPdfResponse(publicScope(site), first, second, new Date())
}
