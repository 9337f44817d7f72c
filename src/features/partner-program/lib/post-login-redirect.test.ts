import { describe, expect, it } from 'vitest'
import {
  POST_LOGIN_REDIRECT_KEY,
  safeRedirectPath,
  takePostLoginRedirect,
} from './post-login-redirect'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    for (const path of ['/', '/recipes', '/mexico/productos/x?y=1#z', '/terrafield+', '/a%20b'])
      expect(safeRedirectPath(path), path).toBe(path)
  })

  it('refuses other hosts, schemes and every encoded form of them', () => {
    for (const value of [
      '//evil.example',
      'https:evil.example',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%2Fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/%5c%5cevil.example',
      'javascript:alert(1)',
      '/\tevil',
      '/%09/evil.example',
      '/%E0%A4%A',
      '',
      'recipes',
      '/'.padEnd(3000, 'a'),
    ]) {
      expect(safeRedirectPath(value), value).toBeNull()
    }
    for (const value of [null, undefined, 42, {}, ['/x']])
      expect(safeRedirectPath(value)).toBeNull()
  })
})

describe('takePostLoginRedirect', () => {
  it('reads the kept path once', () => {
    const storage = memoryStorage({ [POST_LOGIN_REDIRECT_KEY]: '/recipes' })
    expect(takePostLoginRedirect(storage, '/')).toBe('/recipes')
    expect(takePostLoginRedirect(storage, '/')).toBe('/')
  })

  it('gives the fallback for an unsafe value, and still removes it', () => {
    const storage = memoryStorage({ [POST_LOGIN_REDIRECT_KEY]: '//evil.example' })
    expect(takePostLoginRedirect(storage, '/mexico')).toBe('/mexico')
    expect(storage.getItem(POST_LOGIN_REDIRECT_KEY)).toBeNull()
  })

  it('gives the fallback when storage is missing or throws', () => {
    expect(takePostLoginRedirect(null, '/')).toBe('/')
    const broken = memoryStorage()
    broken.getItem = () => {
      throw new Error('blocked')
    }
    expect(takePostLoginRedirect(broken, '/')).toBe('/')
  })
})
