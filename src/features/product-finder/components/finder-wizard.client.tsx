'use client'

import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { decodeState, encodeState, type FinderState, firstOpenStep } from '../lib/answers'
import { isResultsRequest, resultsQuery } from '../lib/results-request'
import { FinderResults } from './finder-results.client'
import { FinderStep } from './finder-step.client'
import type { WizardProps } from './wizard-types'
import styles from './product-finder.module.css'

export function FinderWizard(props: WizardProps) {
  const { steps, labels } = props
  const choices = useMemo(() => steps.map((step) => step.options.map((o) => o.value)), [steps])
  const start = useMemo(() => ({ answers: steps.map(() => null), step: 0 }), [steps])
  const [state, setState] = useState<FinderState>(start)
  const [missing, setMissing] = useState(false)
  const [shareUrl, setShareUrl] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const id = useId()

  // The answers arrive in the hash: read after hydration, so the cached HTML is the same for all.
  useEffect(() => {
    const restore = () => {
      const restored = decodeState(window.location.hash, choices)
      if (restored) setState(restored)
      setShareUrl(window.location.href)
    }
    restore()
    window.addEventListener('hashchange', restore)
    return () => window.removeEventListener('hashchange', restore)
  }, [choices])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    heading.current?.focus()
  }, [state.step])

  const commit = (next: FinderState, move: boolean) => {
    moved.current = move
    setMissing(false)
    setState(next)
    window.history.replaceState(window.history.state, '', `#${encodeState(next)}`)
    setShareUrl(window.location.href)
  }
  const choose = (value: string) =>
    commit(
      { ...state, answers: state.answers.map((a, i) => (i === state.step ? value : a)) },
      false,
    )
  const goTo = (step: number) => commit({ ...state, step }, true)
  const next = (event: FormEvent) => {
    event.preventDefault()
    if (state.answers[state.step]) goTo(state.step + 1)
    else setMissing(true)
  }

  const open = firstOpenStep(state.answers, steps.length)
  const onResults = state.step >= steps.length
  const request = {
    region: props.regionId,
    locale: props.locale,
    finder: props.finderId,
    answers: state.answers,
  }
  const current = steps[state.step]

  return (
    <div className={styles.wizard}>
      <ol className={styles.progress} aria-label={labels.progress}>
        {steps.map((step, index) => (
          <li key={index} aria-current={index === state.step ? 'step' : undefined}>
            {index !== state.step && index <= open ? (
              <button type="button" className={styles.progressLink} onClick={() => goTo(index)}>
                {step.stepTitle}
                {state.answers[index] && (
                  <span className="visually-hidden"> ({labels.answered})</span>
                )}
              </button>
            ) : (
              <span>{step.stepTitle}</span>
            )}
          </li>
        ))}
        <li aria-current={onResults ? 'step' : undefined}>
          <span>{labels.resultsStep}</span>
        </li>
      </ol>
      {onResults || !current ? (
        <FinderResults
          {...props}
          query={onResults && isResultsRequest(request) ? resultsQuery(request) : null}
          shareUrl={shareUrl}
          headingRef={heading}
          headingId={`${id}-results`}
          onBack={() => goTo(Math.max(steps.length - 1, 0))}
          onStartOver={() => commit(start, true)}
        />
      ) : (
        <FinderStep
          key={state.step}
          id={`${id}-step-${state.step}`}
          step={current}
          index={state.step}
          count={steps.length}
          answer={state.answers[state.step] ?? null}
          missing={missing}
          labels={labels}
          headingRef={heading}
          onChoose={choose}
          onSubmit={next}
          onBack={state.step > 0 ? () => goTo(state.step - 1) : null}
        />
      )}
    </div>
  )
}
