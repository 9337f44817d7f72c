import { isJunkPath } from '@/routing/parse'

/** Route params arrive percent-encoded; junk (NUL, `..`, overlong, bad encoding) is a 404. */
export function readSegments(raw: readonly string[]): string[] | null {
  if (isJunkPath(`/${raw.join('/')}`)) return null
  try {
    return raw.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}
