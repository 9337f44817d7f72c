import { llmsTxtBody } from '@/features/sitemap/llms-txt-response'
import { plainTextResponse } from '@/lib/markdown/markdown-response'

// Built at request time from cached reads: no CMS read at build, and SITE_URL is the running one.
export const dynamic = 'force-dynamic'

export async function GET() {
  return plainTextResponse(await llmsTxtBody())
}
