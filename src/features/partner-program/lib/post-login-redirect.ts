/** Spec §2: where sign-in lands, kept in browser storage under this key and read once. */
export const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect'

const MAX_LENGTH = 2048
const MAX_DECODINGS = 5

/** Browsers drop tabs and line breaks from a URL, so `/\t/host` would become `//host`. */
function isLocalPath(value: string, spaces: 'allowed' | 'refused'): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '\\') return false
    if (code === 0x20 && spaces === 'refused') return false
  }
  return true
}

/**
 * A path on this site, else null. Every decoding of the value must be one too, so `/%2F%2Fhost`,
 * `/%5Chost` and double-encoded forms are refused along with `//host`, `/\host` and `scheme:`.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null
  if (!isLocalPath(value, 'refused')) return null
  let decoded = value
  for (let step = 0; step < MAX_DECODINGS; step++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return null
    }
    if (!isLocalPath(next, 'allowed')) return null
    if (next === decoded) return value
    decoded = next
  }
  return null
}

/** Reads and removes the stored target, so it is used once; anything unsafe gives the fallback. */
export function takePostLoginRedirect(storage: Storage | null, fallback: string): string {
  let stored: string | null = null
  try {
    stored = storage?.getItem(POST_LOGIN_REDIRECT_KEY) ?? null
    storage?.removeItem(POST_LOGIN_REDIRECT_KEY)
  } catch {
    return fallback
  }
  return safeRedirectPath(stored) ?? fallback
}

export function keepPostLoginRedirect(storage: Storage | null, path: string): void {
  if (safeRedirectPath(path) === null) return
  try {
    storage?.setItem(POST_LOGIN_REDIRECT_KEY, path)
  } catch {
    // Storage full or blocked: sign-in then lands on the default.
  }
}
