import { describe, expect, it } from 'vitest'
import { bareHostname } from './bare-hostname'

describe('bareHostname', () => {
  it.each([
    'www.youtube-nocookie.com',
    'fast.wistia.net',
    'video.example.co.uk',
    ' WWW.YouTube.com ',
  ])('accepts %j', (value) => {
    expect(bareHostname(value)).toBe(value.trim().toLowerCase())
  })

  it.each([
    'https://www.youtube.com',
    'www.youtube.com/embed',
    'www.youtube.com:8080',
    'user@evil.example',
    'evil.example?x=.youtube.com',
    'localhost',
    '-bad.example',
    'bad-.example',
    'a..b',
    'exa mple.com',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(bareHostname(value)).toBeNull()
  })
})
