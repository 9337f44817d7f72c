import sanitize from 'sanitize-html'
import { SVG_ATTRIBUTES, SVG_ELEMENTS } from './svg-allow-list'

export class UnsafeSvgError extends Error {}

const PROLOG = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?/
const PLAIN_DOCTYPE = /<!DOCTYPE[^[>]*>/i
const DOCTYPE_OR_ENTITY = /<!(DOCTYPE|ENTITY)/i
// Only fragment references (`#id`) and `url(#id)`: nothing may load another file or run script.
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i
const ACTIVE_CSS = /@import|expression\s*\(|\\/i

const safeStyle = (css: string) => !EXTERNAL_URL.test(css) && !ACTIVE_CSS.test(css)

function safeAttributes(attribs: sanitize.Attributes): sanitize.Attributes {
  const kept: sanitize.Attributes = {}
  for (const [name, value] of Object.entries(attribs)) {
    const isLink = name === 'href' || name === 'xlink:href'
    if (isLink ? value.trim().startsWith('#') : safeStyle(value)) kept[name] = value
  }
  return kept
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: SVG_ELEMENTS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  selfClosing: [],
  // <style> is kept for editors' exported class rules; the filter below drops any that load or escape.
  allowVulnerableTags: true,
  // Text of a dropped element is dropped with it (script source, foreignObject HTML).
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'foreignObject', 'iframe', 'noscript', 'textarea', 'a'],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(attribs) }) },
  exclusiveFilter: (frame) => frame.tag === 'style' && !safeStyle(frame.text),
}

const STILL_ACTIVE = [
  /<\s*(script|foreignObject|iframe|object|embed|image|feImage|a|animate|set)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /\s(?:xlink:)?href\s*=\s*"(?!#)/i,
  DOCTYPE_OR_ENTITY,
]

/**
 * An uploaded SVG reduced to drawing: the allow-list rebuilds the document, then the result is
 * checked again and refused if anything active survived. Entity declarations are refused outright.
 */
export function sanitizeSvg(source: string): string {
  const body = source.replace(PROLOG, '').replace(PLAIN_DOCTYPE, '')
  if (DOCTYPE_OR_ENTITY.test(body)) throw new UnsafeSvgError('SVG with entity declarations')
  if (!/^<svg[\s>]/.test(body.trimStart())) throw new UnsafeSvgError('not an SVG document')
  const clean = sanitize(body, OPTIONS).trim()
  if (!clean.startsWith('<svg') || STILL_ACTIVE.some((pattern) => pattern.test(clean)))
    throw new UnsafeSvgError('SVG still carries active content')
  return clean
}
