/** What the soak reads from a page's HTML: GET forms, state links, the finder's props, search. */
const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' }

export const decodeEntities = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole
    const hex = code[1] === 'x' || code[1] === 'X'
    return String.fromCodePoint(parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10))
  })

function attributes(tag) {
  const found = {}
  for (const [, name, value] of tag.matchAll(/([\w:$-]+)(?:="([^"]*)")?/g))
    found[name.toLowerCase()] = value === undefined ? '' : decodeEntities(value)
  return found
}

const textOf = (html) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()

/** GET forms: hidden fields, and each choice group (radios, checkboxes, selects) with its values. */
function getForms(html) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(([, tag, inner]) => {
    const form = attributes(tag)
    if ((form.method ?? 'get').toLowerCase() !== 'get' || !form.action) return []
    const hidden = []
    const choices = new Map()
    const choose = (name, value) => choices.set(name, [...(choices.get(name) ?? []), value])
    for (const [, inputTag] of inner.matchAll(/<input\b([^>]*)>/g)) {
      const input = attributes(inputTag)
      if (!input.name || 'disabled' in input) continue
      if (input.type === 'hidden') hidden.push([input.name, input.value ?? ''])
      else if ((input.type === 'checkbox' || input.type === 'radio') && input.value)
        choose(input.name, input.value)
    }
    for (const [, selectTag, options] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const { name } = attributes(selectTag)
      for (const [, optionTag] of options.matchAll(/<option\b([^>]*)>/g)) {
        const { value } = attributes(optionTag)
        if (name && value) choose(name, value)
      }
    }
    return [{ action: form.action, hidden, choices: [...choices] }]
  })
}

/** The text of React's flight data, where client components' props are. */
function flightText(html) {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, literal]) => JSON.parse(literal))
    .join('')
}

/** The JSON object starting at `start`, by balanced braces outside strings. */
function objectAt(text, start) {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return JSON.parse(text.slice(start, i + 1))
  }
  return null
}

/** The product finder wizard's props: finder id, region, locale and each step's options. */
function finders(html) {
  if (!html.includes('finderId')) return []
  const text = flightText(html)
  return [...text.matchAll(/\{"finderId":/g)].flatMap((match) => {
    try {
      const props = objectAt(text, match.index)
      return Array.isArray(props?.steps) ? [props] : []
    } catch {
      return []
    }
  })
}

/** The WebSite SearchAction's URL template from the page's JSON-LD. */
function searchTemplate(html) {
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    const template = /"urlTemplate":"([^"]*\{search_term_string\}[^"]*)"/.exec(json)
    if (template) return template[1]
  }
  return null
}

export function harvest(html) {
  return {
    lang: /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? null,
    heading: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    forms: getForms(html),
    // Links to a page's state (a listing's page 2, the distributor finder for one product).
    stateLinks: [...html.matchAll(/href="(\/[^"?#]*\/[^"/?#]*=[^"/?#]*)"/g)].map(([, href]) =>
      decodeEntities(href),
    ),
    finders: finders(html),
    searchTemplate: searchTemplate(html),
  }
}
