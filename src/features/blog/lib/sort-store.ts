import type { BlogSort } from '@/content/blog'
import { browserStore } from '@/lib/browser-store'

export const BLOG_SORTS: readonly BlogSort[] = ['newest', 'oldest']

const isSort = (value: unknown): value is BlogSort => BLOG_SORTS.some((sort) => sort === value)

/** Spec: the visitor's blog sort choice is kept under `sorted_blogs`. */
export const sortedBlogsStore = browserStore<BlogSort | null>('sorted_blogs', (value) => (isSort(value) ? value : null), null)
