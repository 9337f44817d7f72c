import { handleResetRequest } from '@/features/partner-program/server/handle-password-reset'
import { methodNotAllowed } from '@/features/partner-program/server/method-not-allowed'

// Reached as `/api/{program}+/password-reset` (a rewrite in next.config.ts).
export const POST = handleResetRequest

const other = () => methodNotAllowed('POST')
export { other as DELETE, other as GET, other as OPTIONS, other as PATCH, other as PUT }
