import type { Navigation } from '@/content/navigation'
import type { Translate } from '@/i18n/translate'
import { homePath } from '@/routing/build'
import { localeAfterRegionChange } from '@/routing/derive'
import { type Locale, localeLabel } from '@/routing/locales'
import { REGIONS, type Region } from '@/routing/regions'
import { LanguageMenu } from './language-menu.client'
import { RegionMenu } from './region-menu.client'

interface PreferenceMenusProps {
  region: Region
  locale: Locale
  navigation: Navigation | null
  t: Translate
}

export function PreferenceMenus({ region, locale, navigation, t }: PreferenceMenusProps) {
  const regionItems = REGIONS.map((entry) => {
    const landing = localeAfterRegionChange(entry.id, locale)
    return {
      value: entry.id,
      label: entry.displayRegion,
      locale: landing,
      href: homePath(entry.id, landing),
    }
  })
  return (
    <>
      <RegionMenu
        title={navigation?.regionDropdownTitle || t('shell.region')}
        currentRegion={region.id}
        currentLabel={region.displayRegion}
        items={regionItems}
      />
      {region.hasLanguageDropdown && (
        <LanguageMenu
          title={navigation?.languageDropdownTitle || t('shell.language')}
          regionId={region.id}
          currentLocale={locale}
          currentLabel={localeLabel(locale)}
          locales={region.locales.map((code) => ({ code, label: localeLabel(code) }))}
        />
      )}
    </>
  )
}
