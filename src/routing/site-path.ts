import { isJunkPath } from './parse'

const MAX_PATH_LENGTH = 500
const ORIGIN = 'http://site-path.invalid'

/** A form's `path` parameter, only when it is a path on this site: a form never sends anyone away. */
export function sitePathParam(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_PATH_LENGTH || !value.startsWith('/'))
    return null
  if (value.startsWith('//') || /[\\\u0000-\u001f?#]/.test(value) || isJunkPath(value)) return null
  const url = new URL(value, ORIGIN)
  return url.origin === ORIGIN && url.pathname === value ? value : null
}
