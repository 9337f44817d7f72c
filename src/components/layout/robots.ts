import type { Metadata } from 'next'

/** Crawled for its links, never indexed: the documents it leads to are indexed on their own. */
export const FOLLOW_ONLY = { index: false, follow: true } as const

export const isIndexable = (robots: Metadata['robots']): boolean =>
  typeof robots === 'string' ? !/\bnoindex\b/i.test(robots) : robots?.index !== false
