import { SiteLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import { getRecipePageSettings, type RecipeDetail } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { recipePath } from '@/routing/build'
import { PrintButton } from '../components/print-button.client'
import { RecipeFacts } from '../components/recipe-facts'
import { RecipeMethod } from '../components/recipe-method'
import { RecipeProducts } from '../components/recipe-products'
import { recipePageTexts } from '../lib/page-texts'
import styles from './recipe-print.module.css'

export async function RecipePrintView({
  recipe,
  scope,
}: {
  recipe: RecipeDetail
  scope: ContentScope
}) {
  const [settings, site] = await Promise.all([getRecipePageSettings(scope), getSiteSettings(scope)])
  const t = translator(scope.locale)
  const texts = recipePageTexts(settings, t)
  const { print } = settings
  const logo = print.logo ?? site?.logo ?? null
  return (
    <article className={`page container ${styles.sheet}`}>
      <nav className={styles.actions} aria-label={t('recipes.actions')}>
        <SiteLink href={recipePath(scope.regionId, scope.locale, recipe.slug)}>
          {t('recipes.backToRecipe')}
        </SiteLink>
        <PrintButton label={texts.printLabel} />
      </nav>
      <header className={styles.header} data-testid="recipe-print-header">
        <div className={styles.brand}>
          {logo && <CmsImage image={logo} sizes="160px" className={styles.logo} />}
          {print.logoSubtext && <p className={styles.subtext}>{print.logoSubtext}</p>}
        </div>
        {print.description && <p className={styles.description}>{print.description}</p>}
        {print.headerImage && (
          <CmsImage
            image={print.headerImage}
            sizes="(min-width: 52rem) 52rem, 100vw"
            className={styles.headerImage}
          />
        )}
      </header>
      <p className={styles.kicker}>{t('recipes.printView')}</p>
      <h1 className={styles.name}>{recipe.name}</h1>
      {recipe.description && <p>{recipe.description}</p>}
      <div className={styles.top}>
        <RecipeFacts recipe={recipe} yieldTitle={texts.yieldTitle} locale={scope.locale} t={t} />
        {recipe.image && (
          <CmsImage image={recipe.image} sizes="240px" priority className={styles.image} />
        )}
      </div>
      <RecipeMethod
        recipe={recipe}
        scope={scope}
        ingredientsTitle={t('recipes.ingredients')}
        instructionsTitle={texts.instructionsTitle}
      />
      <RecipeProducts products={recipe.products} title={texts.productsTitle} />
      {print.marketingText && (
        <footer className={styles.footer} data-testid="recipe-print-footer">
          <p>{print.marketingText}</p>
        </footer>
      )}
    </article>
  )
}
