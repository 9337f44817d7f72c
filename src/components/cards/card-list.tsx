import { SiteLink } from '@/components/link/site-link.client'
import type { ReactNode } from 'react'
import type { Image } from '@/content/images'
import { CmsImage } from '../media/cms-image'
import { WordBreaks } from '../text/word-breaks'
import styles from './card-list.module.css'

export interface CardItem {
  key: string | number
  title: string
  href: string
  image: Image | null
  badge?: string | null
  eyebrow?: string | null
  text?: string | null
  action?: ReactNode
}

const SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw'

interface CardListProps {
  items: readonly CardItem[]
  headingLevel?: 2 | 3
  /** The list is the page's main content: its first image is the LCP, the first row loads at once. */
  leadsPage?: boolean
}

const FIRST_ROW = 4

export function CardList({ items, headingLevel = 3, leadsPage = false }: CardListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.key} className={styles.card}>
          <div className={styles.media}>
            <CmsImage
              image={item.image}
              sizes={SIZES}
              fill
              priority={leadsPage && index === 0}
              eager={leadsPage && index < FIRST_ROW}
            />
          </div>
          {item.badge && <p className={styles.badge}>{item.badge}</p>}
          {item.eyebrow && <p className={styles.brand}>{item.eyebrow}</p>}
          <Heading className={styles.name}>
            <SiteLink href={item.href}>
              <WordBreaks text={item.title} />
            </SiteLink>
          </Heading>
          {item.text && <p className={styles.text}>{item.text}</p>}
          {item.action && <div className={styles.action}>{item.action}</div>}
        </li>
      ))}
    </ul>
  )
}
