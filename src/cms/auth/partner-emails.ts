import { escapeHtml } from '../../lib/escape-html'
import { translator } from '../../i18n/translate'
import { isLocale, type Locale } from '../../routing/locales'

export interface PartnerEmail {
  subject: string
  html: string
}

/** The language the visitor used on the site; English where none is known. */
export const emailLocale = (value: unknown): Locale => (isLocale(value) ? value : 'en')

/** The token travels in the fragment, so it stays out of server logs and `Referer` headers. */
export const tokenLink = (pageUrl: string, token: string) =>
  `${pageUrl}#token=${encodeURIComponent(token)}`

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

const linkParagraph = (url: string) => {
  const safe = escapeHtml(url)
  return `<p><a href="${safe}">${safe}</a></p>`
}

export function resetEmail(locale: Locale, link: string | null): PartnerEmail {
  const t = translator(locale)
  const body = link
    ? [
        paragraph(t('partnerEmail.resetAsked')),
        linkParagraph(link),
        paragraph(t('partnerEmail.resetValidity')),
      ]
    : [paragraph(t('partnerEmail.resetAsked'))]
  return { subject: t('partnerEmail.resetSubject'), html: body.join('\n') }
}

export function welcomeEmail(locale: Locale, link: string, hours: number): PartnerEmail {
  const t = translator(locale)
  return {
    subject: t('partnerEmail.welcomeSubject'),
    html: [
      paragraph(t('partnerEmail.welcomeApproved')),
      linkParagraph(link),
      paragraph(t('partnerEmail.welcomeValidity', { hours })),
    ].join('\n'),
  }
}

export function existingAccountEmail(locale: Locale, signInUrl: string): PartnerEmail {
  const t = translator(locale)
  return {
    subject: t('partnerEmail.existingSubject'),
    html: [paragraph(t('partnerEmail.existingBody')), linkParagraph(signInUrl)].join('\n'),
  }
}
