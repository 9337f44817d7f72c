import type { FacetSort } from '@/content/facet-listing'
import type { Translate } from '@/i18n/translate'

export function sortLabel(sort: FacetSort, t: Translate): string {
  const descending = sort.direction === 'desc'
  if (sort.by === 'date') return t(descending ? 'listing.sort.dateDesc' : 'listing.sort.dateAsc')
  if (sort.by === 'title') return t(descending ? 'listing.sort.titleDesc' : 'listing.sort.titleAsc')
  return t(descending ? 'listing.sort.numberDesc' : 'listing.sort.numberAsc', { name: sort.name })
}
