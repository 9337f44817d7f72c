import 'server-only'

export function methodNotAllowed(allow: string): Response {
  return Response.json(
    { message: `This address answers ${allow} only.` },
    { status: 405, headers: { allow, 'cache-control': 'no-store' } },
  )
}
