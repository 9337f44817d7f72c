/** Page 1 has no number in the URL, so `/1`, `01` and anything not a page number are not pages. */
export function parseBrandPage(segment: string | undefined): number | null {
  if (segment === undefined) return 1
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null
  const page = Number(segment)
  return page > 1 ? page : null
}
