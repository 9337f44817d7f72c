import type { Localized } from '../data/types'
import type { ShowcaseAssets, ShowcaseBlock, ShowcaseBlocks } from './assets'
import { GRID_COPY as C } from './grid-copy'

/** Blog categories of the most-recent flex grid (the e2e test derives the expected posts from them). */
export const RECENT_GRID_CATEGORIES = ['menu-trends', 'kitchen-operations'] as const

export const SAMPLE_TEAM_EMAIL = 'samples@terrafield.example'

type Reference = { relationTo: string; value: number }

/** Uploaded photos: 0 avocado, 1 fries, 2 guacamole, 3 hash browns, 4 wedges, 5 salsa (seed-showcase.ts). */
function nth(ids: readonly number[], index: number | undefined): number {
  const id = ids[(index ?? 0) % ids.length]
  if (id === undefined) throw new Error('showcase grids: no uploaded media to use')
  return id
}

function page(assets: ShowcaseAssets, path: string): { reference: Reference } {
  const value = assets.pages.get(path)
  if (value === undefined) throw new Error(`showcase grids: no page at ${path}`)
  return { reference: { relationTo: 'pages', value } }
}

function blogCategory(assets: ShowcaseAssets, slug: string): number {
  const id = assets.blogCategories.get(slug)
  if (id === undefined) throw new Error(`showcase grids: no blog category ${slug}`)
  return id
}

/** Every grid kind once (the flex grid twice: cards, then most-recent posts), as the showcase page shows them. */
export const gridBlocks: ShowcaseBlocks = (assets, locale) => {
  const t = (copy: Localized) => copy[locale]
  const { photos, icons } = assets
  const cardLink = (path: string, title: Localized) => ({ title: t(title), ...page(assets, path) })
  return [
    {
      blockType: 'flexGrid',
      anchorId: 'our-products',
      heading: t(C.products.heading),
      intro: t(C.products.intro),
      columns: 'four',
      mostRecent: false,
      cards: C.products.cards.map((card, index) => ({
        image: nth(photos, [2, 0, 1, 5][index]),
        title: t(card.title),
        text: t(card.text),
        link: cardLink(
          index === 3 ? 'contact-us' : 'foodservice-solutions',
          C.products.cardLinkText,
        ),
      })),
      callsToAction: [
        {
          text: t(C.products.allProducts),
          style: 'primary',
          typeOfCta: 'reference',
          ...page(assets, 'foodservice-solutions'),
        },
        {
          text: t(C.products.talkToUs),
          style: 'link',
          typeOfCta: 'reference',
          ...page(assets, 'contact-us'),
        },
      ],
    },
    {
      blockType: 'flexGrid',
      anchorId: 'from-the-blog',
      heading: t(C.recent.heading),
      intro: t(C.recent.intro),
      columns: 'three',
      mostRecent: true,
      amount: 3,
      categories: RECENT_GRID_CATEGORIES.map((slug) => blogCategory(assets, slug)),
      callsToAction: [
        {
          text: t(C.recent.moreTrends),
          style: 'link',
          typeOfCta: 'reference',
          reference: { relationTo: 'blog-categories', value: blogCategory(assets, 'menu-trends') },
        },
      ],
    },
    {
      blockType: 'iconTextGrid',
      anchorId: 'why-operators-choose-us',
      heading: t(C.reasons.heading),
      items: C.reasons.items.map((item, index) => ({
        icon: nth(icons, index),
        title: t(item.title),
        text: t(item.text),
      })),
      callsToAction: [
        {
          text: t(C.reasons.ourStory),
          style: 'outline',
          typeOfCta: 'reference',
          openNewWindow: true,
          ...page(assets, 'about-us/our-story'),
        },
      ],
    },
    {
      blockType: 'hoverGrid',
      anchorId: 'menus-we-help-build',
      heading: t(C.segments.heading),
      intro: t(C.segments.intro),
      cards: C.segments.cards.map((card, index) => ({
        image: nth(photos, [1, 4, 2, 3][index]),
        title: t(card.title),
        hoverText: t(card.text),
        link: page(assets, index === 1 ? 'about-us' : 'foodservice-solutions'),
      })),
    },
    {
      blockType: 'highlightGrid',
      anchorId: 'avocado-spotlight',
      heading: t(C.spotlight.heading),
      primary: {
        image: nth(photos, 2),
        title: t(C.spotlight.primary.title),
        text: t(C.spotlight.primary.text),
        callsToAction: [
          {
            text: t(C.spotlight.ourStory),
            style: 'primary',
            typeOfCta: 'reference',
            ...page(assets, 'about-us/our-story'),
          },
        ],
      },
      cards: C.spotlight.cards.map((card, index) => ({
        image: nth(photos, [0, 2, 5, 4][index]),
        title: t(card.title),
        text: t(card.text),
        link: cardLink(
          index % 2 === 0 ? 'about-us' : 'about-us/our-story',
          C.spotlight.cardLinkText,
        ),
      })),
    },
    {
      blockType: 'featureGrid',
      anchorId: 'how-we-work',
      heading: t(C.partnership.heading),
      intro: t(C.partnership.intro),
      firstImageSide: 'left',
      features: C.partnership.features.map((feature, index) => ({
        image: nth(photos, [1, 3, 4][index]),
        title: t(feature.title),
        text: t(feature.text),
      })),
      callsToAction: [
        {
          text: t(C.partnership.findDistributor),
          style: 'primary',
          typeOfCta: 'reference',
          ...page(assets, 'find-a-distributor'),
        },
      ],
    },
    {
      blockType: 'colorBlockGrid',
      anchorId: 'segments',
      heading: t(C.solutions.heading),
      tiles: C.solutions.tiles.map((tile, index) => ({
        color: (['forest', 'avocado', 'earth', 'mint'] as const)[index % 4],
        title: t(tile.title),
        text: t(tile.text),
        link: cardLink(
          ['foodservice-solutions', 'about-us', 'find-a-distributor', 'contact-us'][index % 4] ??
            'foodservice-solutions',
          C.solutions.tileLinkText,
        ),
      })),
    },
    {
      blockType: 'colorCardGrid',
      anchorId: 'get-started',
      heading: t(C.getStarted.heading),
      cards: [
        {
          color: 'leaf',
          title: t(C.getStarted.samples.title),
          text: t(C.getStarted.samples.text),
          callsToAction: [
            {
              text: t(C.getStarted.emailSamples),
              style: 'secondary',
              typeOfCta: 'emailTemplate',
              emailTemplate: {
                to: SAMPLE_TEAM_EMAIL,
                subject: t(C.getStarted.emailSubject),
                body: t(C.getStarted.emailBody),
              },
            },
          ],
        },
        {
          color: 'sand',
          title: t(C.getStarted.distributor.title),
          text: t(C.getStarted.distributor.text),
          callsToAction: [
            {
              text: t(C.getStarted.findDistributor),
              style: 'link',
              typeOfCta: 'reference',
              ...page(assets, 'find-a-distributor'),
            },
          ],
        },
        {
          color: 'paprika',
          title: t(C.getStarted.specialist.title),
          text: t(C.getStarted.specialist.text),
          callsToAction: [
            {
              text: t(C.getStarted.contactUs),
              style: 'primary',
              typeOfCta: 'reference',
              ...page(assets, 'contact-us'),
            },
          ],
        },
      ],
    },
    {
      blockType: 'photoCardGrid',
      anchorId: 'in-the-kitchen',
      heading: t(C.kitchen.heading),
      intro: t(C.kitchen.intro),
      cards: C.kitchen.cards.map((card, index) => ({
        photo: nth(photos, [1, 0, 4, 3][index]),
        title: t(card.title),
        text: t(card.text),
        link: cardLink('foodservice-solutions', C.kitchen.cardLinkText),
      })),
    },
    {
      blockType: 'filteredGrid',
      anchorId: 'gluten-free',
      title: t(C.glutenFree.title),
      contentKind: 'products',
      filters: [{ attribute: 'dietaryFlags', values: ['glutenFree'] }],
      sort: 'title-asc',
      limit: 4,
    },
    {
      blockType: 'filteredGrid',
      anchorId: 'discover',
      title: t(C.discover.title),
      contentKind: 'products',
      sort: 'random',
      limit: 4,
    },
  ] satisfies ShowcaseBlock[]
}
