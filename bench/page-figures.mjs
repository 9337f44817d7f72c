import zlib from 'node:zlib'

async function scriptBytes(base, html) {
  // noModule scripts are polyfills that modern browsers never download.
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
  const sources = [
    ...new Set(tags.filter((attrs) => !/nomodule/i.test(attrs)).flatMap((attrs) => attrs.match(/\ssrc="([^"]+)"/)?.[1] ?? [])),
  ]
  let total = 0
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    total += zlib.gzipSync(body, { level: 9 }).length
  }
  return { files: sources.length, gzipBytes: total }
}

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
    js: await scriptBytes(base, body.toString('utf8')),
  }
}
