import { describe, expect, it } from 'vitest'
import type { NavGroup, NavLink } from '@/content/navigation'
import { visibleGroup } from './visible-group'

const link = (title: string, authentication: NavLink['authentication']): NavLink => ({
  title,
  href: `/${title}`,
  external: false,
  authentication,
})

const group: NavGroup = {
  key: 'g',
  title: 'Group',
  link: null,
  authentication: 'any',
  sidebarLinks: [
    { ...link('open', 'any'), subtext: null },
    { ...link('partners', 'signedIn'), subtext: null },
  ],
  promos: [
    { title: 'Partner deal', text: null, image: null, link: null, authentication: 'signedIn' },
  ],
  columns: [
    [
      {
        name: 'Fries',
        link: null,
        children: [link('crinkle', 'any'), link('secret', 'signedIn'), link('join', 'signedOut')],
      },
    ],
  ],
}

describe('visibleGroup', () => {
  it('keeps only what a guest may see, at every level', () => {
    const guest = visibleGroup(group, { signedIn: false })
    expect(guest.sidebarLinks.map((item) => item.title)).toEqual(['open'])
    expect(guest.promos).toEqual([])
    expect(guest.columns[0]?.[0]?.children.map((item) => item.title)).toEqual(['crinkle', 'join'])
    expect(JSON.stringify(guest)).not.toContain('secret')
  })

  it('keeps what a signed-in partner may see', () => {
    const partner = visibleGroup(group, { signedIn: true })
    expect(partner.sidebarLinks.map((item) => item.title)).toEqual(['open', 'partners'])
    expect(partner.columns[0]?.[0]?.children.map((item) => item.title)).toEqual([
      'crinkle',
      'secret',
    ])
  })
})
