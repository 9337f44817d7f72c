import { handleFormToken } from '@/features/forms/server/handle-token'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  return handleFormToken(request)
}
