import { createLocalized, findSeededId, type SeedContext, tagsOf } from './context'
import { PARTNER_CONTENT } from './data/partner-content'
import { US_AND_MEXICO } from './data/region-scopes'
import { paragraphsToRichText } from './lexical'

async function contextId(ctx: SeedContext, internalTitle: string): Promise<number> {
  const where = { internalTitle: { equals: internalTitle } }
  const id = await findSeededId(ctx, 'authentication-contexts', where)
  if (id === null) throw new Error(`Unknown authentication context ${internalTitle}`)
  return id
}

/** The picture of a seeded recipe of the same kind (a vegetable bake in school portions). */
async function recipeImage(ctx: SeedContext): Promise<number | null> {
  const { docs } = await ctx.payload.find({
    collection: 'recipes',
    where: { slug: { equals: 'broccoli-cheddar-bake' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const image = docs[0]?.image
  return typeof image === 'number' ? image : (image?.id ?? null)
}

async function linkFromProduct(ctx: SeedContext, sku: string, recipeId: number): Promise<void> {
  const product = await findSeededId(ctx, 'products', { sku: { equals: sku } })
  if (product === null) throw new Error(`Unknown product ${sku}`)
  await ctx.payload.update({
    collection: 'products',
    id: product,
    data: { linkedRecipes: [recipeId], _status: 'published' },
    overrideAccess: true,
    context: { skipRevalidate: true, skipSearchIndex: true },
    depth: 0,
    locale: 'en',
  })
}

/**
 * A recipe for the K-12 segment and a page for some ZIP codes, where the program runs, and the
 * program's registration page; returns the registration page's id.
 */
export async function seedPartnerContent(ctx: SeedContext): Promise<number> {
  const { recipe, page, registration } = PARTNER_CONTENT
  const regionTags = tagsOf(US_AND_MEXICO)
  const recipeId = await createLocalized(
    ctx,
    'recipes',
    {
      slug: recipe.slug,
      image: await recipeImage(ctx),
      authenticationContext: await contextId(ctx, PARTNER_CONTENT.segmentContext),
      yieldServings: 100,
      regionTags,
    },
    (locale) => ({
      name: recipe.name[locale],
      description: recipe.description[locale],
      ingredients: paragraphsToRichText([recipe.ingredients[locale]]),
      prepInstructions: paragraphsToRichText([recipe.method[locale]]),
    }),
  )
  await linkFromProduct(ctx, recipe.linkedFromSku, recipeId)
  await createLocalized(
    ctx,
    'pages',
    {
      internalTitle: 'Northeast partner pricing (partners at some ZIP codes)',
      slug: page.slug,
      authentication: 'signedIn',
      authenticationContext: await contextId(ctx, PARTNER_CONTENT.zipContext),
      regionTags,
      showBreadcrumbs: true,
    },
    (locale) => ({
      title: page.title[locale],
      components: [{ blockType: 'plainHtml', html: `<p>${page.body[locale]}</p>` }],
      pageMetadata: { title: page.title[locale], robotsNoIndex: true },
    }),
  )
  const registrationPage = await createLocalized(
    ctx,
    'pages',
    {
      internalTitle: 'Terrafield+ registration',
      slug: registration.slug,
      regionTags,
    },
    (locale) => ({
      title: registration.title[locale],
      components: [{ blockType: 'plainHtml', html: `<p>${registration.body[locale]}</p>` }],
      pageMetadata: { title: registration.title[locale], excludeFromXmlSitemap: true },
    }),
  )
  ctx.log('partner content: a recipe for the K-12 segment, a page for Boston and New York ZIPs')
  return registrationPage
}
