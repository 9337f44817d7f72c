import type { SeedContext } from './context'

export const DEMO_EDITOR_EMAIL = 'editor@terrafield.example'

// Not in production (npm start sets SEED_DEMO_ACCOUNTS otherwise); password in data/secrets.json.
export async function seedDemoEditor(ctx: SeedContext): Promise<void> {
  if (process.env.SEED_DEMO_ACCOUNTS !== 'true') return
  const password = process.env.SEED_DEMO_PASSWORD
  if (!password) throw new Error('SEED_DEMO_PASSWORD must be set when SEED_DEMO_ACCOUNTS=true')
  const existing = await ctx.payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_EDITOR_EMAIL } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return
  await ctx.payload.create({
    collection: 'users',
    data: { email: DEMO_EDITOR_EMAIL, password, name: 'Demo Editor', role: 'admin' },
    overrideAccess: true,
  })
  ctx.log(`demo CMS editor created: ${DEMO_EDITOR_EMAIL} / ${password} (sign in at /admin)`)
}
