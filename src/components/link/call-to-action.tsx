import { SiteLink } from '@/components/link/site-link.client'
import { type LinkSource, resolveLink } from '@/content/links'
import type { Locale } from '@/routing/locales'

export interface CallToActionData extends LinkSource {
  text?: string | null
  style?: string | null
  typeOfCta?: string | null
  openNewWindow?: boolean | null
  emailTemplate?: { to?: string | null; subject?: string | null; body?: string | null } | null
}

function mailto(template: NonNullable<CallToActionData['emailTemplate']>): string {
  const query = new URLSearchParams()
  if (template.subject) query.set('subject', template.subject)
  if (template.body) query.set('body', template.body)
  const suffix = query.toString().replace(/\+/g, '%20')
  return `mailto:${encodeURIComponent(template.to ?? '')}${suffix ? `?${suffix}` : ''}`
}

export function CallToAction({
  cta,
  regionId,
  locale,
  routesOff,
}: {
  cta: CallToActionData
  regionId: string
  locale: Locale
  routesOff?: readonly string[]
}) {
  if (!cta.text) return null
  const className = cta.style === 'link' ? 'cta-link' : `button button-${cta.style ?? 'primary'}`
  if (cta.typeOfCta === 'emailTemplate' && cta.emailTemplate) {
    return (
      <a className={className} href={mailto(cta.emailTemplate)}>
        {cta.text}
      </a>
    )
  }
  const link = resolveLink(
    { regionId, locale, routesOff },
    { ...cta, externalLink: cta.externalLink ?? true },
  )
  if (!link) return null
  const newWindow = cta.openNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return link.external ? (
    <a className={className} href={link.href} {...newWindow}>
      {cta.text}
    </a>
  ) : (
    <SiteLink className={className} href={link.href} {...newWindow}>
      {cta.text}
    </SiteLink>
  )
}
