import 'server-only'
import type { SiteBrand } from '@/content/brand'
import { readMediaFile } from '@/content/media-file'
import { fallbackIconSvg } from '../lib/rasterise'

/** The region's icon file, or the plain fallback mark when none is set or its file is gone. */
export async function iconSource(brand: SiteBrand | null): Promise<Buffer> {
  const file = brand?.icon ? await readMediaFile(brand.icon) : null
  return file ?? fallbackIconSvg(brand?.themeColor ?? null)
}
