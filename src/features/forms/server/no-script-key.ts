import { createHash } from 'node:crypto'

const WINDOW_MS = 10 * 60_000

/**
 * A post without JavaScript brings no key of its own, and a cached page cannot hand one out. The
 * same answers to the same form from the same address within the window get the same key, so a
 * double click or a re-sent post is stored once and answered with the first reference.
 */
export function noScriptKey(
  address: string | null,
  body: Record<string, unknown>,
  now = Date.now(),
): string {
  const hex = createHash('sha256')
    .update(
      JSON.stringify([
        address,
        body.formId,
        body.regionId,
        body.locale,
        body.values,
        Math.floor(now / WINDOW_MS),
      ]),
    )
    .digest('hex')
  const variant = (8 | (parseInt(hex.charAt(16), 16) & 3)).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
