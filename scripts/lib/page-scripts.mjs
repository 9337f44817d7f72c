import zlib from 'node:zlib'

/** The script URLs a page makes a modern browser download (noModule polyfills are skipped). */
export function pageScriptUrls(html, base) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
  const sources = tags
    .filter((attrs) => !/nomodule/i.test(attrs))
    .flatMap((attrs) => attrs.match(/\ssrc="([^"]+)"/)?.[1] ?? [])
  return [...new Set(sources)].map((src) => new URL(src, base).href)
}

/** The JavaScript a page ships, gzipped at level 9 file by file, as a browser would receive it. */
export async function pageScriptBytes(html, base) {
  let gzipBytes = 0
  const urls = pageScriptUrls(html, base)
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    gzipBytes += zlib.gzipSync(body, { level: 9 }).length
  }
  return { files: urls.length, gzipBytes }
}
