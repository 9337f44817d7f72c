const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

/** A path on this site, or null: an absolute URL, `//host` or junk is dropped, not stored. */
export function sitePath(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 500 && SITE_PATH.test(value) ? value : null
}
