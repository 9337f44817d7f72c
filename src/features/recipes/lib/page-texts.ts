import type { RecipePageSettings } from '@/content/recipes'
import type { Translate } from '@/i18n/translate'
import type { EmailTemplate } from './email-template'

export interface RecipePageTexts {
  yieldTitle: string
  productsTitle: string
  instructionsTitle: string
  printLabel: string
  emailLabel: string
  shareTitle: string
  email: EmailTemplate
}

export function recipePageTexts(settings: RecipePageSettings, t: Translate): RecipePageTexts {
  return {
    yieldTitle: settings.yieldTitle ?? t('recipes.yield'),
    productsTitle: settings.associatedProductsTitle ?? t('recipes.productsUsed'),
    instructionsTitle: settings.instructionsSectionTitle ?? t('recipes.instructions'),
    printLabel: settings.printButtonTitle ?? t('recipes.print'),
    emailLabel: settings.emailButtonTitle ?? t('recipes.email'),
    shareTitle: settings.shareButtonTitle ?? t('recipes.share'),
    // Kept as templates: '{recipe}' and '{url}' are filled per recipe by recipeMailto.
    email: {
      subject: settings.emailSubject ?? t('recipes.emailSubject', { recipe: '{recipe}' }),
      body: settings.emailBody ?? t('recipes.emailBody', { recipe: '{recipe}', url: '{url}' }),
    },
  }
}
