import { createLocalized, type SeedContext, tagsOf } from '../context'
import { FINDER_BASE_FILTER, FINDER_STEPS, PRODUCT_FINDER } from '../data/product-finders'
import { uploadImage } from '../images'

/** Card steps get a drawn image per option. */
async function optionImages(ctx: SeedContext): Promise<Map<string, number>> {
  const images = new Map<string, number>()
  for (const step of FINDER_STEPS) {
    for (const option of step.options) {
      if (!option.icon) continue
      const id = await uploadImage(ctx, {
        name: `finder-${step.key}-${option.value}`,
        alt: option.label,
        width: 480,
        height: 320,
        colour: option.colour ?? '#2b8a57',
        art: { layout: 'plate', icons: [option.icon] },
      })
      images.set(`${step.key}/${option.value}`, id)
    }
  }
  return images
}

export async function seedProductFinders(ctx: SeedContext): Promise<number> {
  const { title, ...texts } = PRODUCT_FINDER
  const images = await optionImages(ctx)
  return createLocalized(
    ctx,
    'product-finders',
    { baseFilter: FINDER_BASE_FILTER, regionTags: tagsOf('all') },
    (locale) => ({
      title: title[locale],
      ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text[locale]])),
      steps: FINDER_STEPS.map((step) => ({
        stepTitle: step.stepTitle[locale],
        title: step.title[locale],
        subtitle: step.subtitle[locale],
        type: step.type,
        attributes: [step.attribute],
        options: step.options.map((option) => ({
          value: option.value,
          label: option.label[locale],
          description: option.description?.[locale] ?? null,
          image: images.get(`${step.key}/${option.value}`) ?? null,
        })),
      })),
    }),
  )
}
