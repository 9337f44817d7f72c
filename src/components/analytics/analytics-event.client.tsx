'use client'

import { useEffect } from 'react'
import { type AnalyticsEventName, type AnalyticsEvents, pushAnalyticsEvent } from '@/lib/analytics'
import { isRepeat } from './last-seen'

interface AnalyticsEventProps<E extends AnalyticsEventName> {
  event: E
  payload: AnalyticsEvents[E]
}

/**
 * Pushes `event` when a server-rendered result is shown, and again when the result changes (a
 * client navigation to other results). Renders nothing. The same payload shown again in a row (a
 * listing re-sorted, another tab of the same search) is not pushed twice.
 */
export function AnalyticsEvent<E extends AnalyticsEventName>({
  event,
  payload,
}: AnalyticsEventProps<E>) {
  const key = JSON.stringify(payload)
  useEffect(() => {
    if (!isRepeat(event, key)) pushAnalyticsEvent(event, JSON.parse(key) as AnalyticsEvents[E])
  }, [event, key])
  return null
}
