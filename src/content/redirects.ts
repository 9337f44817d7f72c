import { tagsFor } from '@/lib/cache-tags'
import { type CmsRedirectRule, matchCmsRedirect, type RedirectTarget } from '@/routing/redirects'
import { runQuery } from './client'
import { SiteRedirectsDocument } from './generated/graphql'
import { type ContentScope, scopeVariables } from './scope'

export async function findCmsRedirect(
  scope: ContentScope,
  path: string,
): Promise<RedirectTarget | null> {
  const { regionTag } = scopeVariables(scope)
  let rules: CmsRedirectRule[]
  try {
    const data = await runQuery(
      scope,
      SiteRedirectsDocument,
      { regionTag },
      { tags: tagsFor('redirects', regionTag) },
    )
    rules = (data.Redirects?.docs ?? []).map((doc) => ({
      from: doc.from,
      to: doc.to,
      regionId: scope.regionId,
      locale: doc.locale ?? null,
      permanent: doc.permanent !== false,
    }))
  } catch (error) {
    // Spec §8: the page is still served when the redirects cannot be read.
    console.error('redirects could not be read', error)
    rules = []
  }
  return matchCmsRedirect(rules, scope.regionId, scope.locale, path)
}
