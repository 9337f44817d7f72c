import type { CollectionConfig } from 'payload'
import { editorsOnly } from '../../access'
import { authOptions, withSignInHardening } from '../../auth/auth-options'

/** CMS editors and admins: the only accounts that see drafts and submissions. */
export const Users: CollectionConfig = withSignInHardening({
  slug: 'users',
  auth: authOptions(60 * 60 * 8),
  admin: { useAsTitle: 'email', group: 'Accounts' },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'role', type: 'select', defaultValue: 'editor', options: ['admin', 'editor'] },
  ],
})
