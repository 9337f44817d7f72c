import type { AvocadoCalculatorBlockFieldsFragment } from '@/content/generated/graphql'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { nonBlank } from '@/content/text'
import { translator } from '@/i18n/translate'
import { CalculatorView } from './components/calculator-view'
import type { CalculatorState } from './lib/url-state'

/**
 * The avocado calculator block: the form, or the result of the inputs in the page's URL. Both are
 * server HTML; the URL state makes the result a link anyone can open, with or without script.
 */
export async function AvocadoCalculator({
  block,
  scope,
  pageUrl,
  state,
}: {
  block: AvocadoCalculatorBlockFieldsFragment
  scope: ContentScope
  pageUrl: string
  state: CalculatorState
}) {
  if (!(await isFeatureOn(scope, 'avocadoCalculator'))) return null
  const t = translator(scope.locale)
  const id = `calculator-${block.id ?? 'block'}`
  return (
    <CalculatorView
      id={id}
      anchorId={block.anchorId ?? undefined}
      title={nonBlank(block.title) ?? t('avocadoCalculator.title')}
      intro={nonBlank(block.intro)}
      currency={block.currency ?? 'USD'}
      assumptions={block.assumptions}
      locale={scope.locale}
      pageUrl={pageUrl}
      state={state}
    />
  )
}
