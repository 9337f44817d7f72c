import { type EmailText, fillPlaceholders, mailtoHref } from '@/lib/mailto'

export interface RequestValues {
  product: string | null
  distributor: string | null
  /** Added at the end when the template names no `{product}`, e.g. "Product: Crispy Fries". */
  productLine: string | null
}

const tidy = (text: string) =>
  text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim()

/** The distributor request `mailto:` from global settings, `{product}` and `{distributor}` filled in. */
export function requestEmailHref(template: EmailText, values: RequestValues): string {
  const fill = (text: string) =>
    tidy(
      fillPlaceholders(text, {
        product: values.product ?? '',
        distributor: values.distributor ?? '',
      }),
    )
  const namesProduct = `${template.subject}${template.body}`.includes('{product}')
  const body =
    values.product && values.productLine && !namesProduct
      ? `${fill(template.body)}\n\n${values.productLine}`
      : fill(template.body)
  return mailtoHref({ subject: fill(template.subject), body })
}
