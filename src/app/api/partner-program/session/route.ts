import { handleSignIn, handleSignOut } from '@/features/partner-program/server/handle-session'
import { methodNotAllowed } from '@/features/partner-program/server/method-not-allowed'

// Reached as `/api/{program}+/session` (a rewrite in next.config.ts; the segment is the CMS's).
export const POST = handleSignIn
export const DELETE = handleSignOut

// Next answers a method a route does not export with a bare 405 and no `Allow`.
const other = () => methodNotAllowed('POST, DELETE')
export { other as GET, other as OPTIONS, other as PATCH, other as PUT }
