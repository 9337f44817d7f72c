import { baseUrl, editorToken } from './http'

/** The seeded finder (internal to the site: read as the editor). */
export async function seededFinderId(): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/product-finders?limit=1&sort=id&depth=0`, {
    headers: { authorization: `JWT ${await editorToken()}` },
  })
  const body = (await response.json()) as { docs: { id: number }[] }
  const id = body.docs[0]?.id
  if (id === undefined) throw new Error('no product finder is seeded')
  return id
}

export function resultsPath(
  finder: number | string,
  answers: readonly string[],
  region = 'us',
  locale = 'en',
): string {
  const params = new URLSearchParams({ region, locale, finder: String(finder) })
  for (const answer of answers) params.append('a', answer)
  return `/api/product-finder/results?${params}`
}

/** Fries, straight cut, any coating, deep fryer: sold in every region. */
export const EVERY_REGION_ANSWERS = ['fries', 'straight', '*', 'fryer']
