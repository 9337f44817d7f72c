import { type EmailText, fillPlaceholders, mailtoHref } from '@/lib/mailto'

export interface ShareValues {
  product: string
  /** Absolute: it leaves the site in the email. */
  url: string
}

/** The share-by-email `mailto:`; a body without `{url}` still ends with the link. */
export function shareProductHref(template: EmailText, values: ShareValues): string {
  const fill = (text: string) =>
    fillPlaceholders(text, { product: values.product, url: values.url })
  const hasUrl = `${template.body}`.includes('{url}')
  const body = hasUrl ? fill(template.body) : `${fill(template.body)}\n\n${values.url}`
  return mailtoHref({ subject: fill(template.subject), body })
}
