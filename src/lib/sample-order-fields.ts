/** The contact and shipping fields of a sample order, in form order: the form, the CMS and its CSV export share them. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'phoneExtension',
  'businessName',
  'businessType',
] as const

export const ADDRESS_FIELDS = ['street', 'street2', 'city', 'state', 'postcode', 'country'] as const
