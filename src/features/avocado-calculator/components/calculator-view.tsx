import { AnalyticsEvent } from '@/components/analytics/analytics-event.client'
import type { AvocadoCalculatorBlockFieldsFragment } from '@/content/generated/graphql'
import { decimalMark, formatMoneyCents, formatNumber, formatUnit } from '@/i18n/format'
import { translator, type Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { toAssumptions } from '../lib/assumptions'
import { calculateSavings, type Cents, WEEKS_PER_YEAR } from '../lib/calculate'
import { AMOUNT_FIELDS, FIELD_KEYS, type FieldKey } from '../lib/fields'
import { AVOCADO_USES, type CalculatorInputs } from '../lib/inputs'
import { resultEventPayload } from '../lib/result-event'
import { resultLines } from '../lib/result-lines'
import { checkCalculator, type FieldError } from '../lib/schema'
import { type CalculatorState, calculatorUrl, isSubmitted } from '../lib/url-state'
import styles from './avocado-calculator.module.css'
import { CalculatorForm, type CalculatorFormText } from './calculator-form'
import { CalculatorResult } from './calculator-result'
import type { ErrorTexts } from './form-types'

const FORM_ACTION = '/api/avocado-calculator'

interface Props {
  id: string
  anchorId?: string
  title: string
  intro: string | null
  currency: string
  assumptions: AvocadoCalculatorBlockFieldsFragment['assumptions']
  locale: Locale
  pageUrl: string
  state: CalculatorState
}

function errorTexts(t: Translate, locale: Locale): ErrorTexts {
  const base = (max: string): Record<FieldError, string> => ({
    'validation.required': t('validation.required'),
    'validation.number': t('validation.number'),
    'avocadoCalculator.positive': t('avocadoCalculator.positive'),
    'avocadoCalculator.tooLarge': t('avocadoCalculator.tooLarge', { max }),
  })
  const texts = Object.fromEntries(
    AMOUNT_FIELDS.map((field) => [field.key, base(formatNumber(field.max, locale))]),
  )
  return { ...texts, use: base('') } as ErrorTexts
}

function formText(t: Translate, locale: Locale, currency: string, lugWeight: number) {
  const labels = Object.fromEntries(
    FIELD_KEYS.map((key) => [key, t(`avocadoCalculator.${key}`)]),
  ) as Record<FieldKey, string>
  const money = t('avocadoCalculator.moneyHint', { currency })
  return {
    labels,
    hints: {
      rate: money,
      lugs: t('avocadoCalculator.lugsHint', { weight: formatUnit(lugWeight, 'pound', locale) }),
      lugPrice: money,
      casePrice: money,
      caseWeight: t('avocadoCalculator.weightHint'),
    },
    uses: Object.fromEntries(
      AVOCADO_USES.map((use) => [use, t(`avocadoCalculator.use.${use}`)]),
    ) as CalculatorFormText['uses'],
    submit: t('avocadoCalculator.calculate'),
    summary: t('avocadoCalculator.fixErrors'),
    errors: errorTexts(t, locale),
  } satisfies CalculatorFormText
}

/** The URL's values as the inputs show them: a token for a mistake shows as an empty field. */
function shownValues(state: CalculatorState, locale: Locale) {
  const mark = decimalMark(locale)
  const shown: Partial<Record<FieldKey, string>> = { use: state.values.use }
  for (const { key } of AMOUNT_FIELDS) {
    const value = state.values[key]
    if (value && value !== 'NaN') shown[key] = value.replace('.', mark)
  }
  return shown
}

export function CalculatorView(props: Props) {
  const { id, locale, currency, pageUrl, state } = props
  const t = translator(locale)
  const assumptions = toAssumptions(props.assumptions)
  const check = checkCalculator(state.values)
  const header = (
    <>
      <h2 id={`${id}-title`} className={styles.title}>
        {props.title}
      </h2>
      {props.intro && <p className={styles.intro}>{props.intro}</p>}
    </>
  )
  const body =
    check.ok && !state.edit ? (
      resultView(id, check.inputs, { ...props, assumptions, t })
    ) : (
      <CalculatorForm
        id={`${id}-form`}
        pageUrl={pageUrl}
        action={FORM_ACTION}
        shown={shownValues(state, locale)}
        errors={!check.ok && isSubmitted(state) ? check.errors : {}}
        text={formText(t, locale, currency, assumptions.lugWeightLb)}
      />
    )
  return (
    <section
      id={props.anchorId}
      className={`container ${styles.calculator}`}
      aria-labelledby={`${id}-title`}
    >
      {header}
      {body}
    </section>
  )
}

function resultView(
  id: string,
  inputs: CalculatorInputs,
  context: Props & { assumptions: ReturnType<typeof toAssumptions>; t: Translate },
) {
  const { t, locale, currency, assumptions, pageUrl, state } = context
  const result = calculateSavings(inputs, assumptions)
  const money = (cents: Cents) => formatMoneyCents(cents, currency, locale)
  const freshTotal = result.freshWeeklyCost + result.laborCost
  return (
    <>
      <AnalyticsEvent
        event="calculator_result"
        payload={resultEventPayload(inputs.use, currency, result)}
      />
      <CalculatorResult
        id={id}
        lines={resultLines({ inputs, assumptions, result, currency }, t, locale)}
        bars={[
          {
            label: t('avocadoCalculator.chartFresh'),
            value: Number(freshTotal),
            shown: money(freshTotal),
            tone: 'fresh',
          },
          {
            label: t('avocadoCalculator.chartProcessed'),
            value: Number(result.processedCost),
            shown: money(result.processedCost),
            tone: 'processed',
          },
        ]}
        backUrl={calculatorUrl(pageUrl, { ...state, edit: true })}
        shareUrl={calculatorUrl(pageUrl, state)}
        text={{
          title: t('avocadoCalculator.resultsTitle'),
          subtitle: t('avocadoCalculator.resultsFor', {
            lugs: formatNumber(inputs.lugsPerWeek, locale),
            use: t(`avocadoCalculator.use.${inputs.use}`),
          }),
          line: t('avocadoCalculator.line'),
          calculation: t('avocadoCalculator.calculation'),
          weekly: t('avocadoCalculator.weekly'),
          yearly: t('avocadoCalculator.yearly', { weeks: WEEKS_PER_YEAR }),
          chartTitle: t('avocadoCalculator.chartTitle'),
          chartSummary: t('avocadoCalculator.chartSummary', {
            fresh: money(freshTotal),
            processed: money(result.processedCost),
          }),
          back: t('avocadoCalculator.back'),
          share: t('avocadoCalculator.shareLink'),
        }}
      />
    </>
  )
}
