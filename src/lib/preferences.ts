export const REGION_COOKIE = 'NEXT_REGION'
export const LOCALE_COOKIE = 'NEXT_LOCALE'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

export function storePreference(
  name: typeof REGION_COOKIE | typeof LOCALE_COOKIE,
  value: string,
): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
}
