import type { SeedContext } from './context'

/** Where the seeded forms appear: a page's lead form block, and the footer's sign-up. */
const PAGE_FORMS: Record<string, string> = {
  'contact-us': 'Contact us',
  'find-a-distributor': 'Distributor request',
}
const SIGNUP_FORM = 'Email sign-up'
export const SIGNUP_REGIONS: readonly string[] = ['us', 'mexico']

export type SeededForms = Map<string, number>

export async function seededForms(ctx: SeedContext): Promise<SeededForms> {
  const found = await ctx.payload.find({
    collection: 'forms',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return new Map(found.docs.map((doc) => [doc.internalTitle, doc.id]))
}

export function pageFormBlocks(forms: SeededForms, slug: string) {
  const title = PAGE_FORMS[slug]
  const form = title ? forms.get(title) : undefined
  return form ? [{ blockType: 'leadForm', anchorId: 'form', form }] : []
}

export function footerSignup(forms: SeededForms, regionId: string) {
  const signupForm = SIGNUP_REGIONS.includes(regionId) ? (forms.get(SIGNUP_FORM) ?? null) : null
  return { signupForm, showFooterEmailSignupForm: signupForm !== null }
}
