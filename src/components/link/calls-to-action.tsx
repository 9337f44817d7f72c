import type { Locale } from '@/routing/locales'
import { CallToAction, type CallToActionData } from './call-to-action'

export const MAX_CALLS_TO_ACTION = 2

interface CallsToActionProps {
  ctas: readonly CallToActionData[] | null | undefined
  regionId: string
  locale: Locale
  routesOff?: readonly string[]
}

export function CallsToAction({ ctas, regionId, locale, routesOff }: CallsToActionProps) {
  const shown = (ctas ?? []).slice(0, MAX_CALLS_TO_ACTION)
  if (shown.length === 0) return null
  return (
    <div className="cta-row">
      {shown.map((cta, index) => (
        <CallToAction
          key={index}
          cta={cta}
          regionId={regionId}
          locale={locale}
          routesOff={routesOff}
        />
      ))}
    </div>
  )
}
