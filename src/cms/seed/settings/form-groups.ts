import { createPlain, type SeedContext } from '../context'
import { FORM_GROUPS } from '../data/form-groups'

export async function seedFormGroups(ctx: SeedContext): Promise<Map<string, number>> {
  const groupIds = new Map<string, number>()
  for (const { key, ...group } of FORM_GROUPS) {
    groupIds.set(key, await createPlain(ctx, 'form-groups', group))
  }
  return groupIds
}
