import { parseDocument } from 'htmlparser2'

export interface HeadLinks {
  canonical: string | null
  /** `hreflang` → the alternate's path (hrefs are absolute; only the path matters here). */
  alternates: Record<string, string>
  ogLocale: string | null
  ogAlternateLocales: string[]
  /** The path of the page's markdown copy (`type="text/markdown"`). */
  markdown: string | null
}

interface Element {
  name?: string
  attribs?: Record<string, string>
  children?: Element[]
}

function* elements(node: Element): Generator<Element> {
  for (const child of node.children ?? []) {
    if (child.name) yield child
    yield* elements(child)
  }
}

const pathOf = (href: string) => {
  const url = new URL(href, 'http://site.invalid')
  return `${url.pathname}${url.search}`
}

/** What a page's head says about its canonical URL, its language alternates and its locale. */
export function headLinks(html: string): HeadLinks {
  const links: HeadLinks = {
    canonical: null,
    alternates: {},
    ogLocale: null,
    ogAlternateLocales: [],
    markdown: null,
  }
  for (const element of elements(parseDocument(html) as unknown as Element)) {
    const attribs = element.attribs ?? {}
    if (element.name === 'link' && attribs.rel === 'canonical' && attribs.href)
      links.canonical = pathOf(attribs.href)
    if (element.name === 'link' && attribs.rel === 'alternate' && attribs.hreflang && attribs.href)
      links.alternates[attribs.hreflang] = pathOf(attribs.href)
    if (element.name === 'link' && attribs.type === 'text/markdown' && attribs.href)
      links.markdown = pathOf(attribs.href)
    if (element.name === 'meta' && attribs.property === 'og:locale')
      links.ogLocale = attribs.content ?? null
    if (element.name === 'meta' && attribs.property === 'og:locale:alternate' && attribs.content)
      links.ogAlternateLocales.push(attribs.content)
  }
  return links
}
