import { createLocalized, type SeedContext, tagsOf } from './context'
import { CALCULATOR_PAGE, CALCULATOR_PAGE_SLUG, CALCULATOR_REGIONS } from './data/calculator-page'

/** `/avocado-calculator` in each calculator region, its money in the region's currency. */
export async function seedCalculatorPages(
  ctx: SeedContext,
  pages: Map<string, number>,
): Promise<void> {
  for (const { region, currency } of CALCULATOR_REGIONS) {
    const id = await createLocalized(
      ctx,
      'pages',
      {
        internalTitle: `${CALCULATOR_PAGE.title.en} (${region})`,
        slug: CALCULATOR_PAGE_SLUG,
        regionTags: tagsOf([region]),
        showBreadcrumbs: true,
      },
      (locale) => ({
        title: CALCULATOR_PAGE.title[locale],
        headerMarquee: [
          { blockType: 'sectionHeader', h1: true, heading: CALCULATOR_PAGE.title[locale] },
        ],
        components: [
          {
            blockType: 'avocadoCalculator',
            title: CALCULATOR_PAGE.blockTitle[locale],
            intro: CALCULATOR_PAGE.intro[locale],
            currency,
          },
        ],
        pageMetadata: {
          title: CALCULATOR_PAGE.title[locale],
          description: CALCULATOR_PAGE.metaDescription[locale],
        },
      }),
    )
    if (region === 'us') pages.set(CALCULATOR_PAGE_SLUG, id)
  }
  ctx.log('pages: avocado calculator')
}
