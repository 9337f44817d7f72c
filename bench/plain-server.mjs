/**
 * The comparison baseline: a bare Node HTTP server answering each benchmarked path with the exact
 * bytes and content headers the site sent for it. Reads the snapshot file named in argv[2].
 */
import fs from 'node:fs'
import http from 'node:http'

const pages = new Map(
  JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map((page) => [
    page.path,
    { ...page, body: Buffer.from(page.body, 'base64') },
  ]),
)

const server = http.createServer((request, response) => {
  const page = pages.get(request.url)
  if (!page) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': page.contentType, 'content-length': page.body.length })
  response.end(page.body)
})

server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))

// Forked by a bench: ends with it, however it ends.
process.on('disconnect', () => process.exit(0))
