import type { ContentScope } from '@/content/scope'
import { buildPath } from '@/routing/build'

export const sampleBagPath = (scope: Pick<ContentScope, 'regionId' | 'locale'>) =>
  buildPath({ regionId: scope.regionId, locale: scope.locale, segments: ['sample-bag'] })
