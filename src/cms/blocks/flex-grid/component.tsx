import { formatDate } from '@/i18n/format'
import type { Locale } from '@/routing/locales'
import type { FlexGridBlockFieldsFragment } from '@/content/generated/graphql'
import { type Image, toImage } from '@/content/images'
import type { ResolvedLink } from '@/content/links'
import { listRecentBlogs } from '@/content/recent-blogs'
import type { BlockContext, BlockProps } from '../block-context'
import { blockLink } from '../block-link'
import { CardMedia } from '../grid-common/card-media'
import { CardMore, CardTitle } from '../grid-common/card-title'
import grid from '../grid-common/grid.module.css'
import { GridSection } from '../grid-common/grid-section'
import styles from './styles.module.css'

interface FlexCard {
  key: string
  image: Image | null
  title: string
  text: string | null
  link: ResolvedLink | null
  linkText?: string | null
  date?: string | null
}

const COLUMNS = {
  two: {
    className: styles.two,
    sizes: '(min-width: 1200px) 580px, (min-width: 576px) 50vw, 100vw',
  },
  three: {
    className: styles.three,
    sizes: '(min-width: 1200px) 380px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  },
  four: {
    className: styles.four,
    sizes: '(min-width: 1200px) 280px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  },
} as const

export async function FlexGrid({ block, context }: BlockProps<FlexGridBlockFieldsFragment>) {
  const cards = block.mostRecent ? await recentCards(block, context) : manualCards(block, context)
  const columns = COLUMNS[block.columns ?? 'three'] ?? COLUMNS.three
  if (cards.length === 0 && !block.mostRecent) return null
  return (
    <GridSection block={block} context={context}>
      {cards.length === 0 ? (
        <p className={styles.empty}>{context.t('grid.noRecentPosts')}</p>
      ) : (
        <ul className={`${grid.list} ${columns.className}`}>
          {cards.map((card) => (
            <li key={card.key} className={grid.card}>
              {card.image && <CardMedia image={card.image} sizes={columns.sizes} />}
              <div className={grid.body}>
                <CardTitle title={card.title} link={card.link} />
                {card.date && <PublishDate iso={card.date} locale={context.locale} />}
                {card.text && <p className={grid.cardText}>{card.text}</p>}
                <CardMore text={card.linkText} link={card.link} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </GridSection>
  )
}

function manualCards(block: FlexGridBlockFieldsFragment, context: BlockContext): FlexCard[] {
  return (block.cards ?? []).flatMap((card, index) =>
    card.title
      ? [
          {
            key: card.id ?? String(index),
            image: toImage(card.image),
            title: card.title,
            text: card.text ?? null,
            link: blockLink(context, card.link),
            linkText: card.link?.title,
          },
        ]
      : [],
  )
}

async function recentCards(
  block: FlexGridBlockFieldsFragment,
  context: BlockContext,
): Promise<FlexCard[]> {
  const categoryIds = (block.categories ?? []).flatMap((category) =>
    category ? [category.id] : [],
  )
  const posts = await listRecentBlogs(context.scope, { amount: block.amount ?? 3, categoryIds })
  return posts.map((post) => ({
    key: String(post.id),
    image: post.image,
    title: post.title,
    text: post.summary,
    link: { href: post.href, external: false },
    date: post.publishDisplayDate,
  }))
}

function PublishDate({ iso, locale }: { iso: string; locale: Locale }) {
  const label = formatDate(iso, locale)
  if (!label) return null
  const date = new Date(iso)
  return (
    <time className={styles.date} dateTime={date.toISOString()}>
      {label}
    </time>
  )
}
