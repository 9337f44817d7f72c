import { describe, expect, it } from 'vitest'
import { partnerApiPath, partnerPath, partnerScreenOf } from './partner-paths'

describe('partner program paths', () => {
  it('builds the screens under the program segment, with the region prefix', () => {
    expect(partnerPath('us', 'en', 'terrafield+')).toBe('/terrafield+')
    expect(partnerPath('us', 'en', 'terrafield+', 'sign-in')).toBe('/terrafield+/sign-in')
    expect(partnerPath('mexico', 'es', 'terrafield+', 'profile')).toBe(
      '/mexico/terrafield+/profile',
    )
    expect(partnerApiPath('terrafield+', 'profile')).toBe('/api/terrafield+/profile')
  })

  it('reads only the known screens of the configured segment', () => {
    expect(partnerScreenOf(['terrafield+'], 'terrafield+')).toBe('home')
    expect(partnerScreenOf(['Terrafield+'], 'terrafield+')).toBe('home')
    expect(partnerScreenOf(['terrafield+', 'sign-in'], 'terrafield+')).toBe('sign-in')
    expect(partnerScreenOf(['terrafield+', 'register'], 'terrafield+')).toBe('register')
    expect(partnerScreenOf(['terrafield+', 'profile'], 'terrafield+')).toBe('profile')
    for (const path of [
      ['terrafield+', 'admin'],
      ['terrafield+', 'profile', 'x'],
      ['other+'],
      ['terrafield'],
      [],
    ]) {
      expect(partnerScreenOf(path, 'terrafield+'), path.join('/')).toBeNull()
    }
  })
})
