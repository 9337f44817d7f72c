import type { CollectionConfig } from 'payload'
import { editorsOnly } from '../../access'

/** CMS editors and admins: the only accounts that see drafts and submissions. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Accounts' },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'role', type: 'select', defaultValue: 'editor', options: ['admin', 'editor'] },
  ],
}
