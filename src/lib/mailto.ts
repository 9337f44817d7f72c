export interface EmailText {
  subject: string
  body: string
}

/** Long enough for a message, short enough for mail clients that cut longer URLs (about 2,000). */
export const MAX_MAILTO_LENGTH = 1900

// split and join, not replace, keep `$&` and the like in values literal.
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (filled, [name, value]) => filled.split(`{${name}}`).join(value),
    text,
  )
}

// RFC 6068: UTF-8 percent-encoding, line breaks as CRLF; encodeURIComponent, not URLSearchParams,
// because mail clients show a `+` for a space literally.
const encodeField = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))

/** Cuts whole characters off the end until the encoded text fits, so no escape is split. */
function encodeWithin(text: string, budget: number): string {
  let encoded = ''
  for (const character of text) {
    const next = encodeField(character)
    if (encoded.length + next.length > budget) break
    encoded += next
  }
  return encoded
}

/** A `mailto:` without a recipient: the visitor chooses who gets it. */
export function mailtoHref({ subject, body }: EmailText, maxLength = MAX_MAILTO_LENGTH): string {
  const head = `mailto:?subject=${encodeWithin(subject.trim(), Math.floor(maxLength / 4))}`
  const trimmedBody = body.trim()
  if (!trimmedBody) return head
  return `${head}&body=${encodeWithin(trimmedBody, maxLength - head.length - '&body='.length)}`
}
