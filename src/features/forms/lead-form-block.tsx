import { getLeadForm } from '@/content/forms'
import type { LeadFormBlockFieldsFragment } from '@/content/generated/graphql'
import type { ContentScope } from '@/content/scope'
import { LeadFormView } from './components/lead-form-view'

interface LeadFormBlockProps {
  block: LeadFormBlockFieldsFragment
  scope: ContentScope
  pageUrl: string
}

/** A page's lead form block: nothing is drawn when its form is unpublished or not for this region. */
export async function LeadFormBlock({ block, scope, pageUrl }: LeadFormBlockProps) {
  const form = block.form ? await getLeadForm(scope, block.form.id) : null
  if (!form) return null
  return <LeadFormView form={form} scope={scope} pageUrl={pageUrl} anchorId={block.anchorId} />
}
