import dynamic from 'next/dynamic'

/**
 * The form's client code in a chunk of its own, loaded by the pages that draw a form: imported
 * directly, it rode with the layout to every page, form or not.
 */
export const LeadForm = dynamic(() =>
  import('./lead-form.client').then((module) => module.LeadForm),
)
