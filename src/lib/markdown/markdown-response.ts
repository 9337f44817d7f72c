const TEXT_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Read as text, never run as a page of this origin.
  'content-security-policy': "default-src 'none'; sandbox",
}

/** A markdown copy of an HTML page: the page stays the one to index (`rel="canonical"`). */
export function markdownResponse(body: string, canonicalUrl: string, indexable: boolean): Response {
  return new Response(body, {
    headers: {
      ...TEXT_HEADERS,
      'content-type': 'text/markdown; charset=utf-8',
      link: `<${canonicalUrl}>; rel="canonical"`,
      ...(!indexable && { 'x-robots-tag': 'noindex' }),
    },
  })
}

export const plainTextResponse = (body: string, status = 200): Response =>
  new Response(body, {
    status,
    headers: { ...TEXT_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  })
