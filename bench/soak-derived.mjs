/** URLs made the way a visitor makes them: submitting the site's forms, asking its search. */
import { pick, shuffled } from './soak-util.mjs'

/** GET forms that answer with a redirect to the state's own URL, and the kind of that URL. */
export const FORM_KINDS = { '/api/listing': 'listing', '/api/distributor-finder': 'distributor' }

const MAX_ATTEMPTS_PER_URL = 4

const locationPath = (base, location) => {
  const url = new URL(location, base)
  return url.pathname + url.search
}

/** One or two of the form's choice groups, one value each, as a browser would submit them. */
function submission(form, random) {
  const groups = shuffled(form.choices, random).slice(0, 1 + Math.floor(random() * 2))
  const params = new URLSearchParams(form.hidden)
  for (const [name, values] of groups) params.append(name, pick(values, random))
  return `${form.action}?${params}`
}

/** Distinct state URLs from submitting `forms`; a submission not answered 303 is a failure. */
export async function submitForms(base, forms, count, random, failures) {
  const found = new Set()
  const usable = forms.filter((form) => form.choices.length > 0)
  for (let attempt = 0; usable.length > 0 && attempt < count * MAX_ATTEMPTS_PER_URL; attempt++) {
    if (found.size >= count) break
    const path = submission(usable[attempt % usable.length], random)
    const response = await fetch(`${base}${path}`, { redirect: 'manual' })
    await response.arrayBuffer()
    const location = response.headers.get('location')
    if (response.status === 303 && location) found.add(locationPath(base, location))
    else failures.push({ kind: 'form', path, status: response.status })
  }
  return [...found]
}

const isWord = (word) =>
  /\p{L}/u.test(word) && [...word].length >= (/\p{Script=Latin}/u.test(word) ? 4 : 2)

/** Words of the pages' headings by language, as search terms. */
export function termsByLanguage(harvests) {
  const terms = new Map()
  for (const { lang, heading } of harvests) {
    const words = heading.split(/[\s\p{P}\p{S}]+/u).filter(isWord)
    terms.set(lang, [...new Set([...(terms.get(lang) ?? []), ...words])])
  }
  return terms
}

/** Searches through each scope's SearchAction template, for words of that language. */
export function searchUrls(base, harvests, count, random) {
  const templates = harvests.filter((harvest) => harvest.searchTemplate)
  const terms = termsByLanguage(harvests)
  const anyTerms = [...terms.values()].flat()
  const found = new Set()
  for (let attempt = 0; templates.length > 0 && attempt < count * MAX_ATTEMPTS_PER_URL; attempt++) {
    if (found.size >= count) break
    const { searchTemplate, lang } = pick(templates, random)
    const words = terms.get(lang)?.length ? terms.get(lang) : anyTerms
    const url = searchTemplate.replace(
      '{search_term_string}',
      encodeURIComponent(pick(words, random)),
    )
    found.add(locationPath(base, url))
  }
  return [...found]
}

/** Results the product finder's wizard asks for: one option per step (as resultsQuery builds). */
export function finderUrls(harvests, count, random) {
  const finders = harvests.flatMap((harvest) => harvest.finders)
  const found = new Set()
  for (let attempt = 0; finders.length > 0 && attempt < count * MAX_ATTEMPTS_PER_URL; attempt++) {
    if (found.size >= count) break
    const finder = pick(finders, random)
    const params = new URLSearchParams({
      region: finder.regionId,
      locale: finder.locale,
      finder: finder.finderId,
    })
    for (const step of finder.steps) params.append('a', pick(step.options, random).value)
    found.add(`/api/product-finder/results?${params}`)
  }
  return [...found]
}

/** Under real pages, paths no page has: the soak expects 404 for these. */
export function notFoundUrls(pages, count, random) {
  return shuffled(pages, random)
    .slice(0, count)
    .map((page, index) => `${page.path.replace(/\/$/, '')}/soak-missing-${index + 1}`)
}
