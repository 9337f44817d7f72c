import { privateCollection } from '../factory'
import { checkApproval, createApprovedPartner } from './approve-registration'

/**
 * Requests to join the partner program, sent from the site's registration screen. Nobody gets an
 * account by registering: an editor approves a request, which creates the partner's sign-in and
 * emails them a link to choose a password.
 */
export const PartnerRegistrations = privateCollection({
  slug: 'partner-registrations',
  admin: {
    useAsTitle: 'operationName',
    group: 'Partner program',
    defaultColumns: ['operationName', 'email', 'mode', 'status', 'regionTag', 'createdAt'],
    description:
      'To approve a request, enter the CRM user id and set the status to Approved: the partner is emailed a link to choose a password.',
  },
  hooks: { beforeChange: [checkApproval], afterChange: [createApprovedPartner] },
  // Requests come from the site's form only, which knows the region's reset screen for the link.
  access: { create: () => false },
  fields: [
    {
      name: 'status',
      type: 'select',
      enumName: 'enum_partner_reg_status',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'approved', 'declined'],
      index: true,
    },
    {
      name: 'mode',
      type: 'select',
      enumName: 'enum_partner_reg_mode',
      required: true,
      options: [
        { label: 'Create: a new partner', value: 'create' },
        { label: 'Register: an existing customer', value: 'register' },
      ],
    },
    { name: 'operationName', type: 'text', required: true },
    { name: 'contactName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'postcode', type: 'text', required: true },
    { name: 'businessType', type: 'text' },
    { name: 'customerNumber', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'regionTag', type: 'text', required: true, index: true },
    { name: 'locale', type: 'text', required: true },
    {
      name: 'salesforceUserId',
      type: 'text',
      admin: { description: "The partner's user id in the CRM; their profile is mirrored by it." },
    },
    {
      name: 'partnerUser',
      type: 'relationship',
      relationTo: 'partner-users',
      admin: { readOnly: true, description: 'Created on approval.' },
    },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
    // The site's reset screen in the request's region and language: the approval email links to it.
    { name: 'resetPath', type: 'text', admin: { hidden: true } },
  ],
})
