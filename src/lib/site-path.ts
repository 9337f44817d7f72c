import { isJunkPath } from '@/routing/parse'

const MAX_PATH_LENGTH = 500
const ORIGIN = 'http://site-path.invalid'

/** Only a path on this site, so a form's redirect can never send a visitor elsewhere. */
export function sitePath(value: string | null): string | null {
  if (!value || value.length > MAX_PATH_LENGTH || !value.startsWith('/')) return null
  if (value.startsWith('//') || /[\\\u0000-\u001f?#]/.test(value) || isJunkPath(value)) return null
  const url = new URL(value, ORIGIN)
  return url.origin === ORIGIN && url.pathname === value ? value : null
}
