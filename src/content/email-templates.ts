import { tagsFor } from '@/lib/cache-tags'
import type { EmailText } from '@/lib/mailto'
import { runQuery } from './client'
import { EmailTemplatesDocument } from './generated/graphql'
import { richTextToPlainText } from './rich-text-plain'
import { type ContentScope, scopeVariables } from './scope'

export interface EmailTemplates {
  distributorRequest: EmailText | null
  shareProduct: EmailText | null
}

function toEmailText(
  template: { subject: string | null; body: unknown } | null | undefined,
): EmailText | null {
  const subject = template?.subject?.trim() ?? ''
  const body = richTextToPlainText(template?.body)
  return subject || body ? { subject, body } : null
}

/** Global settings' email templates with their bodies as plain text; null where left blank. */
export async function getEmailTemplates(scope: ContentScope): Promise<EmailTemplates> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, EmailTemplatesDocument, vars, {
    tags: tagsFor('global-settings', vars.regionTag),
  })
  const doc = data.GlobalSettings?.docs[0]
  return {
    distributorRequest: toEmailText(doc?.distributorRequestEmail),
    shareProduct: toEmailText(doc?.shareProductEmail),
  }
}
