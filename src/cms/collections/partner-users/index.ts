import type { CollectionConfig } from 'payload'
import { editorsOnly } from '../../access'
import { authOptions, withSignInHardening } from '../../auth/auth-options'
import { partnerResetEmail } from '../../auth/partner-password-reset'

/** Partner program sign-ins; kept apart from editors so a partner never reaches /admin or drafts. */
export const PartnerUsers: CollectionConfig = withSignInHardening({
  slug: 'partner-users',
  auth: {
    ...authOptions(60 * 60 * 24),
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => partnerResetEmail(args?.req, args?.token ?? '').subject,
      generateEmailHTML: (args) => partnerResetEmail(args?.req, args?.token ?? '').html,
    },
  },
  admin: { useAsTitle: 'email', group: 'Accounts' },
  access: {
    read: ({ req }) =>
      req.user?.collection === 'users' ? true : req.user ? { id: { equals: req.user.id } } : false,
    create: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    admin: () => false,
  },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'salesforceUserId', type: 'text', required: true, unique: true, index: true },
  ],
})
