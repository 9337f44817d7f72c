import type { Locale } from '@/routing/locales'
import { buildPath } from '@/routing/build'

export const searchPath = (regionId: string, locale: Locale) =>
  buildPath({ regionId, locale, segments: ['search'] })
