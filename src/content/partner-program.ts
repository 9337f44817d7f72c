import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { partnerProgramSegment } from '@/routing/redirects'
import { runQuery } from './client'
import { PartnerProgramSettingsDocument } from './generated/graphql'
import { toImage, type Image } from './images'
import { type ContentScope, scopeVariables } from './scope'

export interface PartnerProgram {
  /** The program's display name and URL segment: the product name plus a plus (`Terrafield+`). */
  name: string
  segment: string
  fallback: {
    kind: 'backgroundImageBanner' | 'singleImage'
    heading: string | null
    text: string | null
    image: Image | null
  }
  indexPageId: number | null
  registrationPageId: number | null
  /** Lexical JSON, drawn by the rich-text renderer. */
  profileNotFoundMessage: unknown
}

/** The region's program, or null when its settings do not switch it on. */
export async function getPartnerProgram(scope: ContentScope): Promise<PartnerProgram | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, PartnerProgramSettingsDocument, vars, {
    tags: [
      ...tagsFor('global-settings', vars.regionTag),
      collectionTag('partner-program-settings'),
    ],
  })
  const doc = data.GlobalSettings?.docs[0]
  const settings = doc?.partnerProgramSettings
  const productName = doc?.partnerProgramName?.trim()
  if (!settings?.partnerProgramEnabled || !productName) return null
  const fallback = settings.unauthenticatedFallbackComponent
  return {
    name: `${productName}+`,
    segment: partnerProgramSegment(productName),
    fallback: {
      kind: fallback?.kind === 'singleImage' ? 'singleImage' : 'backgroundImageBanner',
      heading: fallback?.heading ?? null,
      text: fallback?.text ?? null,
      image: toImage(fallback?.image),
    },
    indexPageId: settings.partnerIndexPage?.id ?? null,
    registrationPageId: settings.partnerRegistrationPage?.id ?? null,
    profileNotFoundMessage: settings.profileNotFoundMessage ?? null,
  }
}
