'use client'

import type { ComponentProps } from 'react'
import { type AnalyticsEventName, type AnalyticsEvents, pushAnalyticsEvent } from '@/lib/analytics'

type TrackedLinkProps<E extends AnalyticsEventName> = Omit<ComponentProps<'a'>, 'onClick'> & {
  event: E
  payload: AnalyticsEvents[E]
}

/** A plain `<a>` (a file, not a page: no prefetch) that pushes `event` when followed. */
export function TrackedLink<E extends AnalyticsEventName>({
  event,
  payload,
  ...props
}: TrackedLinkProps<E>) {
  return <a {...props} onClick={() => pushAnalyticsEvent(event, payload)} />
}
