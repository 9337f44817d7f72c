import type { ReactNode } from 'react'
import type { ProductFinderBlockFieldsFragment } from '@/content/generated/graphql'
import { toImage } from '@/content/images'
import type { ContentScope } from '@/content/scope'
import { nonBlank } from '@/content/text'
import { PLURALS } from '@/i18n/messages/plurals'
import { messagesFor } from '@/i18n/translate'
import { LazyFinderWizard } from './components/finder-wizard-lazy.client'
import type { WizardLabels, WizardStep } from './components/wizard-types'
import styles from './components/product-finder.module.css'

export interface ProductFinderSlots {
  /** Wraps the wizard, e.g. to give each matching product a compare action. */
  wrap?: (wizard: ReactNode) => ReactNode
  /** Drawn after the finder (the compare tray). */
  extras?: ReactNode
  comparePath?: string | null
}

const LABEL_KEYS = [
  'progress',
  'stepOf',
  'next',
  'back',
  'showResults',
  'chooseOne',
  'answered',
  'resultsStep',
  'resultsTitle',
  'loading',
  'failed',
  'retry',
  'noResults',
  'startOver',
  'shareLink',
  'email',
  'copyLink',
  'copied',
  'copyFailed',
] as const

type Finder = NonNullable<ProductFinderBlockFieldsFragment['finder']>

function toSteps(finder: Finder): WizardStep[] {
  return (finder.steps ?? []).flatMap((step): WizardStep[] => {
    const options = (step.options ?? []).flatMap((option) => {
      const label = nonBlank(option.label)
      if (!option.value || !label) return []
      return [
        {
          value: option.value,
          label,
          description: nonBlank(option.description),
          image: toImage(option.image),
        },
      ]
    })
    const stepTitle = nonBlank(step.stepTitle)
    if (options.length === 0 || !stepTitle) return []
    return [
      {
        stepTitle,
        title: nonBlank(step.title) ?? stepTitle,
        subtitle: nonBlank(step.subtitle),
        cards: step.type === 'cards',
        options,
      },
    ]
  })
}

export function ProductFinder({
  block,
  scope,
  slots = {},
}: {
  block: ProductFinderBlockFieldsFragment
  scope: ContentScope
  slots?: ProductFinderSlots
}) {
  const finder = block.finder
  const steps = finder ? toSteps(finder) : []
  if (!finder || steps.length === 0) return null
  // Raw templates: the wizard fills `{current}` and `{total}` itself.
  const messages = messagesFor(
    scope.locale,
    LABEL_KEYS.map((key) => `productFinder.${key}` as const),
  )
  const labels = Object.fromEntries(
    LABEL_KEYS.map((key) => [key, messages[`productFinder.${key}`] ?? '']),
  ) as WizardLabels
  const wizard = (
    <LazyFinderWizard
      finderId={String(finder.id)}
      regionId={scope.regionId}
      locale={scope.locale}
      steps={steps}
      texts={{
        shareButtonTitle: nonBlank(finder.shareButtonTitle),
        shareEmailSubject: nonBlank(finder.shareEmailSubject),
        shareEmailBody: nonBlank(finder.shareEmailBody),
        compareTitle: nonBlank(finder.compareTitle),
        compareCallToAction: nonBlank(finder.compareCallToAction),
      }}
      labels={labels}
      countForms={PLURALS[scope.locale]['catalogue.productCount']}
      comparePath={slots.comparePath ?? null}
    />
  )
  return (
    <section
      id={block.anchorId ?? undefined}
      className={`container ${styles.finder}`}
      aria-labelledby={`finder-${finder.id}`}
    >
      <h2 id={`finder-${finder.id}`} className={styles.title}>
        {finder.title}
      </h2>
      {slots.wrap ? slots.wrap(wizard) : wizard}
      {slots.extras}
    </section>
  )
}
