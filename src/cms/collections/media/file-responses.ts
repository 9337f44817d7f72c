import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** Files a page never changes in place (editors upload a new file) can be kept by browsers for a month. */
const CACHE = 'public, max-age=2592000'
const NO_ACTIVE_CONTENT =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox"
/** An SVG opened on its own is a document: it may draw with its inline styles and nothing else. */
const SVG_DOCUMENT = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** A media document whose file is gone from disk is a 404 for the caller, not Payload's 500. */
export function missingFileAnswer(staticDir: string): FileHandler {
  const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  // Payload types a handler as always or never answering; returning nothing passes the file on.
  const handler = async (
    _req: unknown,
    { params }: { params: { filename: string } },
  ): Promise<Response | undefined> => {
    const file = path.resolve(staticDir, params.filename)
    if (!file.startsWith(staticDir + path.sep)) return notFound()
    const found = await stat(file).catch(() => null)
    if (!found?.isFile()) return notFound()
  }
  return handler as FileHandler
}

/** Uploads are served from this origin, so none may run as a page. */
export function mediaResponseHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('cache-control', CACHE)
  const type = headers.get('content-type') ?? ''
  headers.set(
    'content-security-policy',
    type.startsWith('image/svg+xml') ? SVG_DOCUMENT : NO_ACTIVE_CONTENT,
  )
  if (type === 'application/pdf') headers.set('content-disposition', 'attachment')
  return headers
}
