'use client'

import type { FormEvent, Ref } from 'react'
import { CmsImage } from '@/components/media/cms-image'
import { useHydrated } from '@/lib/use-hydrated.client'
import type { WizardLabels, WizardStep } from './wizard-types'
import styles from './product-finder.module.css'

interface FinderStepProps {
  id: string
  step: WizardStep
  index: number
  count: number
  answer: string | null
  missing: boolean
  labels: WizardLabels
  headingRef: Ref<HTMLHeadingElement>
  onChoose: (value: string) => void
  onSubmit: (event: FormEvent) => void
  onBack: (() => void) | null
}

export function FinderStep({
  id,
  step,
  index,
  count,
  answer,
  missing,
  labels,
  headingRef,
  onChoose,
  onSubmit,
  onBack,
}: FinderStepProps) {
  const hydrated = useHydrated()
  const last = index === count - 1
  const described = [step.subtitle ? `${id}-subtitle` : null, missing ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <form className={styles.step} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
        <legend className={styles.legend}>
          <span className={styles.stepCount}>
            {labels.stepOf
              .replace('{current}', String(index + 1))
              .replace('{total}', String(count))}
          </span>
          <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {step.title}
          </h3>
        </legend>
        {step.subtitle && (
          <p id={`${id}-subtitle`} className={styles.subtitle}>
            {step.subtitle}
          </p>
        )}
        <div className={step.cards ? styles.cards : styles.options}>
          {step.options.map((option) => (
            <label key={option.value} className={step.cards ? styles.card : styles.option}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={answer === option.value}
                onChange={() => onChoose(option.value)}
                className={styles.radio}
              />
              {step.cards && (
                <span className={styles.cardImage}>
                  {/* The label names the option: the picture is decoration. */}
                  <CmsImage
                    image={option.image && { ...option.image, alt: '' }}
                    sizes="(max-width: 600px) 50vw, 220px"
                    fill
                  />
                </span>
              )}
              <span className={styles.optionLabel}>{option.label}</span>
              {step.cards && option.description && (
                <span className={styles.optionDescription}>{option.description}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${id}-error`} className={styles.error} aria-live="assertive">
        {missing ? labels.chooseOne : ''}
      </p>
      <div className={styles.actions}>
        {onBack && (
          <button type="button" className="button button-secondary" onClick={onBack}>
            {labels.back}
          </button>
        )}
        {/* Before hydration a submit would send the answer to the cached page as a query. */}
        <button
          type="submit"
          className={`button button-primary ${styles.next}`}
          disabled={!hydrated}
        >
          {last ? labels.showResults : labels.next}
        </button>
      </div>
    </form>
  )
}
