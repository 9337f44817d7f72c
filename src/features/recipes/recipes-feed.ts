import { Feed } from 'feed'
import { listFeedRecipes } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { translator } from '@/i18n/translate'
import { homePath } from '@/routing/build'

/** The region's recipes feed (RSS 2.0), newest published first, links absolute to `siteUrl`. */
export async function recipesFeedXml(scope: ContentScope, siteUrl: string): Promise<string> {
  const [recipes, settings] = await Promise.all([listFeedRecipes(scope), getSiteSettings(scope)])
  const t = translator(scope.locale)
  const site = settings?.siteName ?? ''
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const home = absolute(homePath(scope.regionId, scope.locale))
  const feed = new Feed({
    title: t('recipes.feedTitle', { site }),
    description: t('recipes.feedDescription', { site }),
    id: home,
    link: home,
    language: scope.locale,
    copyright: `© ${new Date().getFullYear()} ${settings?.copyrightCompanyName ?? site}`,
    updated: recipes[0]?.publishedDate ? new Date(recipes[0].publishedDate) : undefined,
    generator: site,
  })
  for (const recipe of recipes) {
    const link = absolute(recipe.href)
    feed.addItem({
      title: recipe.name,
      id: link,
      link,
      description: recipe.description ?? undefined,
      date: new Date(recipe.publishedDate ?? recipe.updatedAt ?? 0),
      image: recipe.image ? absolute(recipe.image.url) : undefined,
    })
  }
  return feed.rss2()
}
