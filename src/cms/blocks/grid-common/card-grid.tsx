import type { ReactNode } from 'react'
import type { BlockContext } from '../block-context'
import { GridSection, type GridSectionBlock } from './grid-section'
import styles from './grid.module.css'

interface CardGridProps<Card> {
  block: GridSectionBlock
  context: BlockContext
  cards: readonly Card[] | null | undefined
  className?: string
  children: (card: Card, index: number) => ReactNode
}

/** The grid's titled cards as a list; nothing at all when no card has a title. */
export function CardGrid<Card extends { title?: string | null }>({
  block,
  context,
  cards,
  className,
  children,
}: CardGridProps<Card>) {
  const titled = (cards ?? []).filter((card) => card.title)
  if (titled.length === 0) return null
  return (
    <GridSection block={block} context={context}>
      <ul className={`${styles.list} ${className}`}>{titled.map(children)}</ul>
    </GridSection>
  )
}
