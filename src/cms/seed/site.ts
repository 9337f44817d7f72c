import type { Locale } from '../../routing/locales'
import { REGIONS, type Region, ALL_REGION_IDS, findRegion } from '../../routing/regions'
import type { FoodIcon } from './artwork/food-icons'
import type { Localized } from './data/types'
import { HOME } from './data/home'
import { FOOTER, NAVIGATION } from './data/chrome'
import { ALT_TEXT } from './data/alt-text'
import { PAGES, type SeedPage } from './data/pages'
import { seedListingPages } from './listing-pages'
import { SITE_NAME, THEME_COLOR, seedBrandMarks, seedSocialImage } from './brand'
import { createLocalized, findSeededId, type SeedContext, tagsOf } from './context'
import { type HomeTargets, type Illustrated, seedHome } from './home'
import { uploadImage } from './images'
import { GATED_SLUG, SHOWCASE_SLUG } from './showcase/copy'
import { escapeHtml } from '../../lib/escape-html'
import { linkPartnerProgramPages } from './settings/partner-program-settings'
import { seedPartnerContent } from './partner-content'
import { seedShowcase } from './showcase/seed-showcase'
import { seedFavoritesSettings } from './settings/favorites-settings'
import { emailTemplatesData } from './settings/email-templates'
import { seedMyListsPage } from './my-lists-page'
import { seedProductFinderPage } from './product-finder-page'
import { seedCalculatorPages } from './calculator-page'
import { type LinkTargets, linkData, navLink } from './links'
import { footerSignup, pageFormBlocks, type SeededForms, seededForms } from './forms'

const paragraphsHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')

/** Regions of both editions: the china-only edition reads the same database. */
function seededRegions(): Region[] {
  return ALL_REGION_IDS.map((id) => findRegion(id) ?? REGIONS.find((r) => r.id === id)).filter(
    (r): r is Region => Boolean(r),
  )
}

async function seedPages(ctx: SeedContext, forms: SeededForms): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const pathOf = (page: SeedPage): string => {
    const parent = page.parent ? PAGES.find((p) => p.slug === page.parent) : undefined
    return parent ? `${pathOf(parent)}/${page.slug}` : page.slug
  }
  const ordered = [...PAGES].sort(
    (a, b) => pathOf(a).split('/').length - pathOf(b).split('/').length,
  )
  for (const page of ordered) {
    const parentPage = page.parent
      ? ids.get(pathOf(PAGES.find((p) => p.slug === page.parent) as SeedPage))
      : undefined
    const id = await createLocalized(
      ctx,
      'pages',
      {
        internalTitle: page.title.en,
        slug: page.slug,
        parentPage: parentPage ?? null,
        regionTags: tagsOf('all'),
        showBreadcrumbs: true,
      },
      (locale) => ({
        title: page.title[locale],
        headerMarquee: [
          {
            blockType: 'sectionHeader',
            h1: true,
            heading: page.marqueeHeading[locale],
            subHeading: page.marqueeSubheading[locale],
          },
        ],
        components: [
          { blockType: 'plainHtml', html: paragraphsHtml(page.body[locale]) },
          ...pageFormBlocks(forms, page.slug),
        ],
        pageMetadata: { title: page.title[locale], description: page.metaDescription[locale] },
      }),
    )
    ids.set(pathOf(page), id)
  }
  ctx.log(`pages: ${ids.size} generic pages`)
  return ids
}

const PROMO_COLOURS = ['#2b8a57', '#8a5a24', '#3a6f8f', '#a4452c', '#1d6b45']
const PROMO_DISHES: FoodIcon[][] = [
  ['hamburger', 'french-fries', 'onion'],
  ['taco', 'avocado'],
  ['bowl-with-spoon', 'broccoli', 'carrot'],
  ['cooking', 'potato'],
  ['cheese-wedge', 'hot-pepper', 'brown-mushroom'],
]
const MARQUEE_ICONS: FoodIcon[] = [
  'french-fries',
  'potato',
  'avocado',
  'onion',
  'ear-of-corn',
  'carrot',
  'broccoli',
]

async function uploadPromoImages(ctx: SeedContext): Promise<number[]> {
  const ids: number[] = []
  for (const [index, colour] of PROMO_COLOURS.entries()) {
    ids.push(
      await uploadImage(ctx, {
        name: `nav-promo-${index + 1}`,
        alt: ALT_TEXT.navPromo,
        width: 480,
        height: 320,
        colour,
        art: { layout: 'plate', icons: PROMO_DISHES[index] ?? ['french-fries'] },
      }),
    )
  }
  return ids
}

function navigationData(targets: LinkTargets, locale: Locale, promoImages: readonly number[]) {
  return {
    sampleBagNavigationLink: navLink(targets, NAVIGATION.sampleBagLink, locale),
    regionDropdownTitle: NAVIGATION.regionDropdownTitle[locale],
    languageDropdownTitle: NAVIGATION.languageDropdownTitle[locale],
    leftPreNavigationLinks: NAVIGATION.preNavigationLeft.map((link) =>
      navLink(targets, link, locale),
    ),
    rightPreNavigationLinks: NAVIGATION.preNavigationRight.map((link) =>
      navLink(targets, link, locale),
    ),
    groups: NAVIGATION.groups.map((group) => ({
      title: group.title[locale],
      authentication: group.authentication ?? 'any',
      link: linkData(targets, group.target),
      sidebarLinks: group.sidebarLinks.map((link) =>
        navLink(targets, link, locale, { linkSubtext: link.subtext[locale] }),
      ),
      promos: group.promos.map((promo, index) => ({
        title: promo.title[locale],
        promoText: promo.text[locale],
        image: promoImages[index % promoImages.length],
        link: linkData(targets, promo.target),
      })),
      columns: group.categoryColumns.map((category) => ({
        categories: [
          {
            name: category.name[locale],
            titleLink: category.target ? linkData(targets, category.target) : {},
            childLinks: category.links.map((link) => navLink(targets, link, locale)),
          },
        ],
      })),
    })),
  }
}

function footerData(targets: LinkTargets, locale: Locale) {
  return {
    businessName: FOOTER.businessName,
    privacyPolicyLink: navLink(targets, FOOTER.privacyPolicyLink, locale),
    termsLink: navLink(targets, FOOTER.termsLink, locale),
    columns: FOOTER.columns.map((column) => ({
      name: column.name[locale],
      authentication: column.authentication ?? 'any',
      categories: column.categories.map((category) => ({
        title: category.title[locale],
        link: linkData(targets, category.target),
        childLinks: category.links.map((link) => navLink(targets, link, locale)),
      })),
    })),
  }
}

const DEFAULT_HEADER_ICONS: FoodIcon[] = [
  'french-fries',
  'onion',
  'carrot',
  'hot-pepper',
  'broccoli',
  'tomato',
]

/** The three calls to action at the foot of every home: samples, distributors, the catalogue. */
async function uploadHomeIcons(ctx: SeedContext): Promise<HomeTargets['icons']> {
  const icon = (name: string, alt: Localized, colour: string, glyph: FoodIcon) =>
    uploadImage(ctx, {
      name: `home-${name}`,
      alt,
      width: 256,
      height: 256,
      colour,
      art: { layout: 'mark', icons: [glyph] },
    })
  return {
    samples: await icon('samples', HOME.getStarted.samples.title, '#a4452c', 'package'),
    distributor: await icon(
      'distributor',
      HOME.getStarted.distributor.title,
      '#1d6b45',
      'delivery-truck',
    ),
    catalogue: await icon('catalogue', HOME.getStarted.catalogue.title, '#8a5a24', 'french-fries'),
  }
}

/** Each document with the image it was seeded with, by `key` (sku or slug). */
async function illustrated(
  ctx: SeedContext,
  collection: 'products' | 'recipes' | 'brands',
  key: string,
  image: (doc: Record<string, unknown>) => unknown,
): Promise<Map<string, Illustrated>> {
  const found = await ctx.payload.find({
    collection,
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return new Map(
    found.docs.flatMap((doc) => {
      const record = doc as unknown as Record<string, unknown>
      const media = image(record)
      return typeof media === 'number'
        ? [[String(record[key]), { id: record.id as number, image: media }] as const]
        : []
    }),
  )
}

/** The wide pattern every page without a marquee image of its own shows (spec §3). */
async function uploadDefaultHeader(ctx: SeedContext): Promise<string> {
  const id = await uploadImage(ctx, {
    name: 'default-header',
    alt: ALT_TEXT.defaultHeader,
    width: 1920,
    height: 640,
    colour: '#1d6b45',
    art: { layout: 'pattern', icons: DEFAULT_HEADER_ICONS },
  })
  const media = await ctx.payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    overrideAccess: true,
  })
  if (!media.url) throw new Error('the default header image has no URL')
  return media.url
}

async function idsBySlug(
  ctx: SeedContext,
  collection: 'product-categories' | 'blog-categories' | 'recipes' | 'brands',
) {
  const found = await ctx.payload.find({
    collection,
    limit: 500,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return new Map(
    found.docs.map((doc) => [String((doc as { slug?: string }).slug), doc.id as number]),
  )
}

/** Pages, then per region: its home, navigation bar, footer and (last) global settings. */
export async function seedSite(ctx: SeedContext): Promise<void> {
  const forms = await seededForms(ctx)
  const pages = await seedPages(ctx, forms)
  await seedProductFinderPage(ctx, pages)
  await seedCalculatorPages(ctx, pages)
  await seedFavoritesSettings(ctx, pages)
  const targets: LinkTargets = {
    pages,
    productCategories: await idsBySlug(ctx, 'product-categories'),
    blogCategories: await idsBySlug(ctx, 'blog-categories'),
    recipes: await idsBySlug(ctx, 'recipes'),
    brands: await idsBySlug(ctx, 'brands'),
  }
  pages.set(SHOWCASE_SLUG, await seedShowcase(ctx, pages, targets.blogCategories))
  const gatedPage = await findSeededId(ctx, 'pages', { slug: { equals: GATED_SLUG } })
  if (gatedPage !== null) pages.set(GATED_SLUG, gatedPage)
  await seedListingPages(ctx, pages)
  await seedMyListsPage(ctx)
  const promoImages = await uploadPromoImages(ctx)
  const background = await uploadImage(ctx, {
    name: 'home-marquee',
    alt: ALT_TEXT.homeMarquee,
    width: 1920,
    height: 800,
    colour: '#2b8a57',
    art: { layout: 'pattern', icons: MARQUEE_ICONS },
  })
  const { logo, icon } = await seedBrandMarks(ctx)
  const defaultHeaderUrl = await uploadDefaultHeader(ctx)
  const home: HomeTargets = {
    pages,
    products: await illustrated(
      ctx,
      'products',
      'sku',
      (doc) => (doc.productImages as unknown[])?.[0],
    ),
    recipes: await illustrated(ctx, 'recipes', 'slug', (doc) => doc.image),
    brands: await illustrated(ctx, 'brands', 'slug', (doc) => doc.logoFullColour),
    marquee: background,
    icons: await uploadHomeIcons(ctx),
  }
  const registrationPage = await seedPartnerContent(ctx)
  const partnerSettings = await linkPartnerProgramPages(ctx, {
    index: gatedPage,
    registration: registrationPage,
  })
  for (const region of seededRegions()) {
    const regionTags = tagsOf([region.id])
    const homeId = await seedHome(ctx, region, home)
    await createLocalized(
      ctx,
      'navigation-bars',
      {
        internalTitle: `Navigation — ${region.displayRegion}`,
        logo,
        sampleBagEnabled: NAVIGATION.sampleBagEnabled,
        regionTags,
      },
      (locale) => navigationData(targets, locale, promoImages),
      region.locales,
    )
    await createLocalized(
      ctx,
      'footers',
      {
        internalTitle: `Footer — ${region.displayRegion}`,
        logo,
        businessPhone: FOOTER.businessPhone,
        signupForm: footerSignup(forms, region.id).signupForm,
        regionTags,
      },
      (locale) => footerData(targets, locale),
      region.locales,
    )
    await createLocalized(
      ctx,
      'global-settings',
      {
        internalTitle: `Settings — ${region.displayRegion}`,
        siteName: SITE_NAME,
        partnerProgramName: 'Terrafield',
        partnerProgramSettings: partnerSettings.get(regionTags[0] ?? '') ?? null,
        copyrightCompanyName: FOOTER.copyrightCompanyName,
        logo,
        icon,
        themeColor: THEME_COLOR,
        defaultSocialImage: await seedSocialImage(ctx, region),
        homePage: homeId,
        productIndexPage: pages.get('products') ?? null,
        recipePage: pages.get('recipes') ?? null,
        contactUsPage: pages.get('contact-us') ?? null,
        findADistributorPage: pages.get('find-a-distributor') ?? null,
        contactPhoneNumber: FOOTER.businessPhone,
        contactWebsite: 'https://www.terrafield.example',
        showFooterEmailSignupForm: footerSignup(forms, region.id).showFooterEmailSignupForm,
        social: {
          facebook: 'https://www.facebook.com/terrafieldfoods',
          instagram: 'https://www.instagram.com/terrafieldfoods',
          youtube: 'https://www.youtube.com/@terrafieldfoods',
        },
        regionTags,
      },
      (locale) => ({
        defaultHeaderImage: { url: defaultHeaderUrl, title: ALT_TEXT.defaultHeader[locale] },
        ...emailTemplatesData(locale),
      }),
      region.locales,
    )
  }
  ctx.log(`site: home, navigation, footer and settings for ${seededRegions().length} regions`)
}
