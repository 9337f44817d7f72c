import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { messagesFor, translator } from '@/i18n/translate'
import { LazyCompareTrayBar } from './components/compare-lazy.client'
import { compareBasePath } from './lib/compare-path'
import { COMPARE_LIMIT } from './lib/storage'

export async function CompareTray({ scope }: { scope: ContentScope }) {
  if (!(await isFeatureOn(scope, 'compare'))) return null
  const t = translator(scope.locale)
  const labels = {
    title: t('compare.trayLabel'),
    open: Array.from({ length: COMPARE_LIMIT }, (_, index) =>
      t('compare.open', { count: index + 1 }),
    ),
    clear: t('compare.clear'),
    removeNamed: messagesFor(scope.locale, ['compare.removeNamed'])['compare.removeNamed'] ?? '',
  }
  return (
    <LazyCompareTrayBar
      regionId={scope.regionId}
      comparePath={compareBasePath(scope.regionId, scope.locale)}
      labels={labels}
    />
  )
}
