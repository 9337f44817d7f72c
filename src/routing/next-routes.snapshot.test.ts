import { expect, it } from 'vitest'
import { buildNextRedirects, buildNextRewrites, type RouteCondition } from './next-routes'

/** One region per line (the alternatives at the outer level of the region parameter), so a change
 * to one region or word shows as a small diff. */
function pattern(source: string): string {
  let depth = 0
  let out = ''
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === '\\') {
      out += source.slice(i, i + 2)
      i++
      continue
    }
    if (char === '(') depth++
    if (char === ')') depth--
    out += char === '|' && depth === 1 ? '\n      | ' : char
  }
  return out
}

const conditions = (label: string, list: readonly RouteCondition[] = []) =>
  list.length === 0
    ? []
    : [
        `  ${label}: ${list.map((c) => `${c.type} ${c.key}${c.value ? `=${c.value}` : ''}`).join(', ')}`,
      ]

function describeRules(): string {
  const rewrites = buildNextRewrites().map((rule, index) =>
    [
      `rewrite ${index + 1}`,
      `  source: ${pattern(rule.source)}`,
      `  destination: ${rule.destination}`,
      ...conditions('has', rule.has),
    ].join('\n'),
  )
  const redirects = buildNextRedirects().map((rule, index) =>
    [
      `redirect ${index + 1} (${rule.permanent ? '308' : '307'})`,
      `  source: ${pattern(rule.source)}`,
      `  destination: ${rule.destination}`,
      ...conditions('missing', rule.missing),
    ].join('\n'),
  )
  return `${[...redirects, ...rewrites].join('\n\n')}\n`
}

// A routing change shows up here as a reviewed diff of the rules Next is given.
it('emits the reviewed redirect and rewrite rules', async () => {
  await expect(describeRules()).toMatchFileSnapshot('./next-routes.snapshot.txt')
})
