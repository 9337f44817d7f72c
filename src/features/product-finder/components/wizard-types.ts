import type { Image } from '@/content/images'
import type { Locale } from '@/routing/locales'

export interface WizardOption {
  value: string
  label: string
  description: string | null
  image: Image | null
}

export interface WizardStep {
  stepTitle: string
  title: string
  subtitle: string | null
  cards: boolean
  options: WizardOption[]
}

export interface WizardTexts {
  shareButtonTitle: string | null
  shareEmailSubject: string | null
  shareEmailBody: string | null
  compareTitle: string | null
  compareCallToAction: string | null
}

export type WizardLabels = Record<
  | 'progress'
  | 'stepOf'
  | 'next'
  | 'back'
  | 'showResults'
  | 'chooseOne'
  | 'answered'
  | 'resultsStep'
  | 'resultsTitle'
  | 'loading'
  | 'failed'
  | 'retry'
  | 'noResults'
  | 'startOver'
  | 'shareLink'
  | 'email'
  | 'copyLink'
  | 'copied'
  | 'copyFailed',
  string
>

export interface WizardProps {
  finderId: string
  regionId: string
  locale: Locale
  steps: WizardStep[]
  texts: WizardTexts
  labels: WizardLabels
  /** `catalogue.productCount` in the locale's plural categories. */
  countForms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
  comparePath: string | null
}
