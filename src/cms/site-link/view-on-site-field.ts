import type { Field } from 'payload'

/** "View on site" in the edit view's sidebar (`view-on-site.client.tsx`). */
export const viewOnSiteField: Field = {
  name: 'viewOnSite',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/src/cms/site-link/view-on-site.client#ViewOnSite' },
  },
}
