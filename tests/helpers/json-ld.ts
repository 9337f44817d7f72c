import { parseDocument } from 'htmlparser2'

interface Node {
  type?: string
  name?: string
  data?: string
  attribs?: Record<string, string>
  children?: Node[]
}

function* scripts(node: Node): Generator<Node> {
  for (const child of node.children ?? []) {
    if (child.type === 'script' || child.name === 'script') yield child
    yield* scripts(child)
  }
}

/** Every `<script>` element of a page, with its type and text as a browser would read them. */
export function pageScripts(html: string): { type: string; text: string }[] {
  return [...scripts(parseDocument(html) as Node)].map((script) => ({
    type: script.attribs?.type ?? '',
    text: (script.children ?? []).map((child) => child.data ?? '').join(''),
  }))
}

/** The page's JSON-LD blocks, parsed; throws if one is not JSON. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return pageScripts(html)
    .filter((script) => script.type === 'application/ld+json')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>)
}

/** Blocks and the members of `@graph`s, by `@type`. */
export function ofType(blocks: readonly Record<string, unknown>[], type: string) {
  return blocks
    .flatMap((block) =>
      Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block],
    )
    .filter((entry) => entry['@type'] === type)
}
