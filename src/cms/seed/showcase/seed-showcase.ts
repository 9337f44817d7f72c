import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '../../../routing/locales'
import { createLocalized, type SeedContext, tagsOf } from '../context'
import type { FoodIcon } from '../artwork/food-icons'
import { ALT_TEXT, SHOWCASE_ICON_ALT, SHOWCASE_PHOTO_ALT } from '../data/alt-text'
import type { Localized } from '../data/types'
import { uploadImage, writeMedia } from '../images'
import type { ShowcaseAssets } from './assets'
import { bannerBlocks } from './banners'
import { GATED_SLUG, SHOWCASE_COPY, SHOWCASE_SLUG } from './copy'
import { gridBlocks } from './grids'

const PHOTO_COLOURS = ['#2b8a57', '#8a5a24', '#1d6b45', '#a4452c', '#3a6f8f', '#6b4e9b']
const ICON_COLOURS = ['#1d6b45', '#8a5a24', '#3a6f8f', '#a4452c']
const PHOTOS: [label: string, icons: FoodIcon[]][] = [
  ['Avocado', ['avocado']],
  ['Fries', ['french-fries']],
  ['Guacamole', ['avocado', 'tomato', 'hot-pepper']],
  ['Hash browns', ['potato', 'cooking']],
  ['Wedges', ['potato', 'garlic']],
  ['Salsa', ['tomato', 'onion', 'hot-pepper']],
]
const ICONS: [label: string, icon: FoodIcon][] = [
  ['Fresh', 'leafy-green'],
  ['Frozen', 'snowflake'],
  ['Fast', 'stopwatch'],
  ['Safe', 'shield'],
  ['Local', 'tractor'],
  ['Green', 'seedling'],
  ['Chef', 'cook'],
  ['Truck', 'delivery-truck'],
  ['Box', 'package'],
  ['Leaf', 'leaf-fluttering-in-wind'],
  ['Sun', 'sun'],
  ['Star', 'glowing-star'],
]
const DEMO_CLIP = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  'src/cms/seed/assets/demo-clip.webm',
)

function localizedAlt(table: Record<string, Localized>, label: string): Localized {
  const alt = table[label]
  if (!alt) throw new Error(`showcase: no alt text for ${label}`)
  return alt
}

async function uploadClip(ctx: SeedContext): Promise<number> {
  const data = fs.readFileSync(DEMO_CLIP)
  return writeMedia(ctx, ALT_TEXT.demoClip, {
    data,
    mimetype: 'video/webm',
    name: 'demo-clip.webm',
  })
}

async function uploadAssets(
  ctx: SeedContext,
  pages: ReadonlyMap<string, number>,
  blogCategories: ReadonlyMap<string, number>,
): Promise<ShowcaseAssets> {
  const photos: number[] = []
  for (const [index, [label, dish]] of PHOTOS.entries()) {
    const colour = PHOTO_COLOURS[index % PHOTO_COLOURS.length] ?? '#1d6b45'
    photos.push(
      await uploadImage(ctx, {
        name: `showcase-photo-${index + 1}`,
        alt: localizedAlt(SHOWCASE_PHOTO_ALT, label),
        width: 1200,
        height: 800,
        colour,
        art: { layout: 'plate', icons: dish },
      }),
    )
  }
  const icons: number[] = []
  for (const [index, [label, icon]] of ICONS.entries()) {
    const colour = ICON_COLOURS[index % ICON_COLOURS.length] ?? '#1d6b45'
    icons.push(
      await uploadImage(ctx, {
        name: `showcase-icon-${index + 1}`,
        alt: localizedAlt(SHOWCASE_ICON_ALT, label),
        width: 256,
        height: 256,
        colour,
        art: { layout: 'mark', icons: [icon] },
      }),
    )
  }
  return { photos, icons, video: await uploadClip(ctx), pages, blogCategories }
}

/** Script, an event handler and a javascript: URL, as an editor might paste them: the site strips all three. */
function unsafeHtml(locale: Locale): string {
  return [
    `<p>${SHOWCASE_COPY.unsafeHtmlIntro[locale]}</p>`,
    '<script>window.__showcaseInjected = "script"</script>',
    '<img src="/brand/social-icons.svg" alt="" width="1" height="1" onerror="window.__showcaseInjected = \'onerror\'" onload="window.__showcaseInjected = \'onload\'">',
    `<p><a href="javascript:window.__showcaseInjected='link'">${SHOWCASE_COPY.unsafeHtmlLink[locale]}</a></p>`,
  ].join('\n')
}

/** "Why Terrafield" holds every general page block; "Partner resources" is for partners only. */
export async function seedShowcase(
  ctx: SeedContext,
  pages: ReadonlyMap<string, number>,
  blogCategories: ReadonlyMap<string, number>,
): Promise<number> {
  const assets = await uploadAssets(ctx, pages, blogCategories)
  const showcaseId = await createLocalized(
    ctx,
    'pages',
    {
      internalTitle: 'Why Terrafield (every block)',
      slug: SHOWCASE_SLUG,
      regionTags: tagsOf('all'),
      showBreadcrumbs: true,
      searchBarLocation: 'body',
      headerMarqueeStyle: {
        size: 'medium',
        copyPlacement: 'left',
        copyAlignment: 'left',
        width: 'full',
        fontColor: 'light',
        addOverlay: true,
        backgroundImage: assets.photos[0],
      },
    },
    (locale) => ({
      title: SHOWCASE_COPY.title[locale],
      breadcrumbTitle: SHOWCASE_COPY.title[locale],
      headerMarquee: [
        {
          blockType: 'sectionHeader',
          h1: true,
          heading: SHOWCASE_COPY.heading[locale],
          subHeading: SHOWCASE_COPY.subheading[locale],
        },
      ],
      components: [
        ...bannerBlocks(assets, locale),
        { blockType: 'spacerRule', size: 'large', showRule: true },
        ...gridBlocks(assets, locale),
        { blockType: 'spacerRule', size: 'small', showRule: false },
        { blockType: 'plainHtml', anchorId: 'test-kitchen', html: unsafeHtml(locale) },
      ],
      pageMetadata: {
        title: SHOWCASE_COPY.title[locale],
        description: SHOWCASE_COPY.description[locale],
        keywords: 'food service, avocado, potato, guacamole',
        socialShareImage: assets.photos[1],
        customMetadata: [{ name: 'format-detection', content: 'telephone=no' }],
      },
    }),
  )
  await createLocalized(
    ctx,
    'pages',
    {
      internalTitle: 'Partner resources (signed-in partners only)',
      slug: GATED_SLUG,
      authentication: 'signedIn',
      regionTags: tagsOf('all'),
      showBreadcrumbs: true,
    },
    (locale) => ({
      title: SHOWCASE_COPY.gatedTitle[locale],
      headerMarquee: [
        { blockType: 'sectionHeader', h1: true, heading: SHOWCASE_COPY.gatedHeading[locale] },
      ],
      components: [{ blockType: 'plainHtml', html: `<p>${SHOWCASE_COPY.gatedBody[locale]}</p>` }],
      pageMetadata: { title: SHOWCASE_COPY.gatedTitle[locale], robotsNoIndex: true },
    }),
  )
  ctx.log('showcase: every-block landing page and the partner-only page')
  return showcaseId
}
