import { handleRegistration } from '@/features/partner-program/server/handle-registration'
import { methodNotAllowed } from '@/features/partner-program/server/method-not-allowed'

// Reached as `/api/{program}+/registration` (a rewrite in next.config.ts).
export const POST = handleRegistration

const other = () => methodNotAllowed('POST')
export { other as DELETE, other as GET, other as OPTIONS, other as PATCH, other as PUT }
