import 'server-only'
import { issueToken } from './captcha-token'
import { formTokenSecret } from './token-secret'

const NO_STORE = { 'cache-control': 'no-store, private' }

/** `GET /api/forms/token?form=ID`: one visitor's token, never part of a cached page. */
export function handleFormToken(request: Request): Response {
  const form = new URL(request.url).searchParams.get('form') ?? ''
  const id = /^[1-9]\d{0,9}$/.test(form) ? Number(form) : NaN
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1)
    return Response.json({ message: 'form must be a form id.' }, { status: 400, headers: NO_STORE })
  return Response.json({ token: issueToken(formTokenSecret(), id) }, { headers: NO_STORE })
}
