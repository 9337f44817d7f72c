import { createLocalized, type SeedContext, tagsOf } from '../context'
import { RECIPE_PAGE } from '../data/recipe-page-settings'

export async function seedRecipePageSettings(ctx: SeedContext): Promise<void> {
  const { printDescription, logoSubtext, marketingText, emailSubject, emailBody, ...titles } =
    RECIPE_PAGE
  await createLocalized(
    ctx,
    'recipe-page-settings',
    { internalTitle: 'Recipe page', regionTags: tagsOf('all') },
    (locale) => ({
      print: {
        description: printDescription[locale],
        logoSubtext: logoSubtext[locale],
        marketingText: marketingText[locale],
      },
      emailTemplate: { subject: emailSubject[locale], body: emailBody[locale] },
      ...Object.fromEntries(Object.entries(titles).map(([field, text]) => [field, text[locale]])),
    }),
  )
}
