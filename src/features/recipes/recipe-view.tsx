import { SiteLink } from '@/components/link/site-link.client'
import { WordBreaks } from '@/components/text/word-breaks'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { JsonLd } from '@/components/structured-data/json-ld'
import { CmsImage } from '@/components/media/cms-image'
import { getRecipePageSettings, type RecipeDetail } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { siteUrl } from '@/lib/site-origin'
import { homePath, recipeIndexPath } from '@/routing/build'
import { RecipeFacts } from './components/recipe-facts'
import { RecipeMethod } from './components/recipe-method'
import { RecipeProducts } from './components/recipe-products'
import { RelatedRecipes } from './components/related-recipes'
import { RecipeShare } from './components/recipe-share'
import { recipePageTexts } from './lib/page-texts'
import { recipeJsonLd } from './lib/recipe-json-ld'
import { absoluteRecipeUrl, recipePrintPath } from './lib/recipe-paths'
import type { RecipeSlots } from './recipe-slots'
import styles from './recipe-page.module.css'

interface RecipeViewProps {
  recipe: RecipeDetail
  scope: ContentScope
  slots: RecipeSlots
}

export async function RecipeView({ recipe, scope, slots }: RecipeViewProps) {
  const [settings, site] = await Promise.all([getRecipePageSettings(scope), getSiteSettings(scope)])
  const t = translator(scope.locale)
  const texts = recipePageTexts(settings, t)
  return (
    <article className="page">
      <JsonLd
        data={recipeJsonLd(
          recipe,
          absoluteRecipeUrl(scope.regionId, scope.locale, recipe.slug),
          siteUrl,
        )}
      />
      <Breadcrumbs
        trail={[
          { title: t('shell.home'), href: homePath(scope.regionId, scope.locale) },
          { title: t('recipes.indexTitle'), href: recipeIndexPath(scope.regionId, scope.locale) },
        ]}
        current={recipe.name}
        label={t('shell.breadcrumbs')}
      />
      <div className={`container ${styles.recipe}`}>
        <div className={styles.summary}>
          <h1 className={styles.name}>
            <WordBreaks text={recipe.name} />
          </h1>
          {recipe.description && <p className="lede">{recipe.description}</p>}
          <div className="cta-row">
            {slots.recipeActions?.({ slug: recipe.slug, name: recipe.name }, scope)}
            <SiteLink
              className="button button-secondary"
              href={recipePrintPath(scope.regionId, scope.locale, recipe.slug)}
            >
              {texts.printLabel}
            </SiteLink>
          </div>
          <RecipeFacts recipe={recipe} yieldTitle={texts.yieldTitle} locale={scope.locale} t={t} />
        </div>
        {recipe.image && (
          <CmsImage
            image={recipe.image}
            sizes="(min-width: 992px) 50vw, 100vw"
            priority
            className={styles.image}
          />
        )}
      </div>
      <div className={`container ${styles.sections}`}>
        <RecipeProducts products={recipe.products} title={texts.productsTitle} />
        <RecipeMethod
          recipe={recipe}
          scope={scope}
          ingredientsTitle={t('recipes.ingredients')}
          instructionsTitle={texts.instructionsTitle}
        />
        <RecipeShare
          title={texts.shareTitle}
          recipeName={recipe.name}
          url={absoluteRecipeUrl(scope.regionId, scope.locale, recipe.slug)}
          email={texts.email}
          emailLabel={texts.emailLabel}
          social={site?.social ?? []}
          t={t}
        />
        <RelatedRecipes recipe={recipe} scope={scope} t={t} />
      </div>
    </article>
  )
}
