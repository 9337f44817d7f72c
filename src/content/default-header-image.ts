import { env } from '@/lib/env'
import { tagsFor } from '@/lib/cache-tags'
import { sameSiteImagePath } from '@/lib/same-site-image'
import { runQuery } from './client'
import { DefaultHeaderImageDocument } from './generated/graphql'
import type { Image } from './images'
import { type ContentScope, scopeVariables } from './scope'

// Global settings store only a URL and a title; the marquee draws the image with `fill`, so these
// nominal dimensions only satisfy the image type.
const NOMINAL_WIDTH = 1920
const NOMINAL_HEIGHT = 640

interface DefaultHeaderImageGroup {
  url?: string | null
  title?: string | null
}

/** Spec §3 "Default header image": only an image this site serves, its title as the alt text. */
export function toDefaultHeaderImage(
  group: DefaultHeaderImageGroup | null | undefined,
  siteUrl: string,
): Image | null {
  const url = sameSiteImagePath(group?.url, siteUrl)
  if (!url) return null
  return { url, alt: group?.title?.trim() ?? '', width: NOMINAL_WIDTH, height: NOMINAL_HEIGHT }
}

export async function getDefaultHeaderImage(scope: ContentScope): Promise<Image | null> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, DefaultHeaderImageDocument, vars, {
    tags: tagsFor('global-settings', vars.regionTag),
  })
  return toDefaultHeaderImage(data.GlobalSettings?.docs[0]?.defaultHeaderImage, env().SITE_URL)
}
