import { browserStore } from '@/lib/browser-store'
import { isListingSort, type ListingSort } from '@/lib/listing-place'

export const SORT_STORAGE_KEYS = ['sorted_blogs', 'sorted_recipes'] as const
export type SortStorageKey = (typeof SORT_STORAGE_KEYS)[number]

const parseSort = (value: unknown) => (isListingSort(value) ? value : null)

export const sortStores = {
  sorted_blogs: browserStore<ListingSort | null>('sorted_blogs', parseSort, null),
  sorted_recipes: browserStore<ListingSort | null>('sorted_recipes', parseSort, null),
} satisfies Record<SortStorageKey, unknown>
