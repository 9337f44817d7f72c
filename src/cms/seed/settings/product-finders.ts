import { createLocalized, type SeedContext, tagsOf } from '../context'
import { FINDER_STEPS, PRODUCT_FINDER } from '../data/product-finders'

export async function seedProductFinders(ctx: SeedContext): Promise<void> {
  const { title, ...texts } = PRODUCT_FINDER
  await createLocalized(
    ctx,
    'product-finders',
    { baseFilter: 'categories:fries', regionTags: tagsOf('all') },
    (locale) => ({
      title: title[locale],
      ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text[locale]])),
      steps: FINDER_STEPS.map((step) => ({
        stepTitle: step.stepTitle[locale],
        title: step.title[locale],
        subtitle: step.subtitle[locale],
        type: 'options',
        attributes: [step.attribute],
        options: step.options.map((option) => ({
          value: option.value,
          label: option.label[locale],
        })),
      })),
    }),
  )
}
