import { handleProfile } from '@/features/partner-program/server/handle-profile'
import { methodNotAllowed } from '@/features/partner-program/server/method-not-allowed'

// Reached as `/api/{program}+/profile` (a rewrite in next.config.ts; the segment is the CMS's).
export const GET = handleProfile

const other = () => methodNotAllowed('GET')
export { other as DELETE, other as OPTIONS, other as PATCH, other as POST, other as PUT }
