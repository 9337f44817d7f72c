import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { isHexColour } from '@/lib/hex-colour'
import { runQuery } from './client'
import { SiteBrandDocument } from './generated/graphql'
import { toImage, type Image } from './images'
import { type ContentScope, scopeVariables } from './scope'

export interface BrandFile {
  url: string
  filename: string
  mimeType: string
}

export interface SiteBrand {
  siteName: string
  themeColor: string | null
  /** The square mark for favicons and app icons: the icon setting, else the logo. */
  icon: BrandFile | null
  socialImage: Image | null
}

interface FileDoc {
  url?: string | null
  filename?: string | null
  mimeType?: string | null
}

function toBrandFile(media: FileDoc | null | undefined): BrandFile | null {
  if (!media?.url || !media.filename || !media.mimeType?.startsWith('image/')) return null
  return { url: media.url, filename: media.filename, mimeType: media.mimeType }
}

/** Tagged with the media too: replacing the icon's file changes the favicon without a settings save. */
export function brandTags(scope: Pick<ContentScope, 'regionId' | 'locale'>): string[] {
  const { regionTag } = scopeVariables({ ...scope, previewToken: null })
  return [...tagsFor('global-settings', regionTag), collectionTag('media')]
}

export async function getSiteBrand(scope: ContentScope): Promise<SiteBrand | null> {
  const data = await runQuery(scope, SiteBrandDocument, scopeVariables(scope), {
    tags: brandTags(scope),
  })
  const doc = data.GlobalSettings?.docs[0]
  if (!doc) return null
  return {
    siteName: doc.siteName ?? '',
    themeColor: isHexColour(doc.themeColor) ? doc.themeColor : null,
    icon: toBrandFile(doc.icon) ?? toBrandFile(doc.logo),
    socialImage: toImage(doc.defaultSocialImage),
  }
}
