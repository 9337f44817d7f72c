import type { ReactNode } from 'react'
import { CardList } from '@/components/cards/card-list'
import { getIndexCards } from '@/content/index-cards'
import type { IndexCard } from '@/content/index-hit'
import type { ContentScope } from '@/content/scope'

export interface FilteredGridSettings {
  anchorId?: string | null
  title?: string | null
  contentKind?: string | null
  filters?: readonly { attribute?: string | null; values?: readonly string[] | null }[] | null
  sort?: string | null
  limit?: number | null
}

/** The editor's filter as the index query's rows; a row without values is left out. */
function whereOf(filters: FilteredGridSettings['filters']) {
  return (filters ?? []).flatMap((row) =>
    row.attribute && row.values && row.values.length > 0
      ? [{ attribute: row.attribute, values: [...row.values] }]
      : [],
  )
}

/** A grid of product or recipe cards chosen by the editor's filter; nothing when none match. */
export async function FilteredGrid({
  block,
  scope,
  cardAction,
}: {
  block: FilteredGridSettings
  scope: ContentScope
  cardAction?: (card: IndexCard) => ReactNode
}) {
  const { cards } = await getIndexCards(scope, {
    collection: block.contentKind === 'recipes' ? 'recipes' : 'products',
    where: whereOf(block.filters),
    sort: block.sort === 'title-asc' || block.sort === 'random' ? block.sort : 'newest',
    limit: block.limit ?? 8,
  })
  if (cards.length === 0) return null
  return (
    <section id={block.anchorId ?? undefined}>
      {block.title && <h2>{block.title}</h2>}
      <CardList
        headingLevel={block.title ? 3 : 2}
        items={cards.map((card) => ({
          key: card.href,
          title: card.title,
          href: card.href,
          image: card.image,
          action: cardAction?.(card),
        }))}
      />
    </section>
  )
}
