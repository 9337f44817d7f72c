import { frontSettingsResponse } from '@/features/front-settings/server/front-settings-response'

export const dynamic = 'force-dynamic'

/** For the server in front of Next only (server/front-settings.mjs). */
export async function GET(request: Request): Promise<Response> {
  return frontSettingsResponse(request)
}
