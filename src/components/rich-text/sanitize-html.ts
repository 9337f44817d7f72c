import sanitize from 'sanitize-html'

// Editors write this HTML but every visitor gets it: no scripts, handlers, frames or unsafe URLs.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'section',
    'article',
    'aside',
    'details',
    'summary',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'lang', 'dir', 'title', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
}

export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, OPTIONS)
}
