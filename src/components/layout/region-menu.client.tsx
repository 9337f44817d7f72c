'use client'

import { pushAnalyticsEvent } from '@/lib/analytics'
import { LOCALE_COOKIE, REGION_COOKIE, storePreference } from '@/lib/preferences'
import { type DropdownItem, LinkDropdown } from './link-dropdown.client'

interface RegionMenuProps {
  title: string
  currentRegion: string
  currentLabel: string
  items: readonly (DropdownItem & { locale: string })[]
}

export function RegionMenu({ title, currentRegion, currentLabel, items }: RegionMenuProps) {
  return (
    <LinkDropdown
      title={title}
      currentLabel={currentLabel}
      currentValue={currentRegion}
      items={items}
      onSelect={(item) => {
        storePreference(REGION_COOKIE, item.value)
        const chosen = items.find((entry) => entry.value === item.value)
        if (chosen) storePreference(LOCALE_COOKIE, chosen.locale)
        pushAnalyticsEvent('region_update', { region: item.value })
      }}
    />
  )
}
