import { pageScriptBytes } from '../scripts/lib/page-scripts.mjs'

/** A page's warm answer (after three requests fill the cache): its bytes and the JS it ships. */
export async function pageFigures(base, path) {
  for (let i = 0; i < 3; i++) await (await fetch(`${base}${path}`)).arrayBuffer()
  const response = await fetch(`${base}${path}`)
  const body = Buffer.from(await response.arrayBuffer())
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache') ?? '-',
    contentType: response.headers.get('content-type'),
    body,
    htmlBytes: body.length,
    js: await pageScriptBytes(body.toString('utf8'), `${base}${path}`),
  }
}
