import { richTextRoot } from './rich-text-nodes'

interface PlainNode {
  type?: unknown
  text?: unknown
  children?: unknown
  listType?: unknown
  fields?: { linkType?: unknown; url?: unknown } | null
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'list', 'listitem'])
const MAX_DEPTH = 32

const childrenOf = (node: PlainNode): PlainNode[] =>
  Array.isArray(node.children)
    ? node.children.filter(
        (child): child is PlainNode => typeof child === 'object' && child !== null,
      )
    : []

function inline(node: PlainNode, depth: number): string {
  if (depth > MAX_DEPTH) return ''
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  if (typeof node.text === 'string') return node.text
  const text = childrenOf(node)
    .map((child) => inline(child, depth + 1))
    .join('')
  const url = node.fields?.linkType === 'custom' ? node.fields.url : null
  return node.type === 'link' && typeof url === 'string' && /^https?:\/\//.test(url) && url !== text
    ? `${text} (${url})`
    : text
}

function blocks(node: PlainNode, depth: number): string[] {
  if (depth > MAX_DEPTH) return []
  if (node.type === 'list') {
    return childrenOf(node).map((item, index) => {
      const marker = node.listType === 'number' ? `${index + 1}.` : '-'
      return `${marker} ${inline(item, depth + 1).trim()}`
    })
  }
  const children = childrenOf(node)
  if (children.some((child) => BLOCK_TYPES.has(String(child.type))))
    return children.flatMap((child) => blocks(child, depth + 1))
  const text = inline(node, depth).trim()
  return text ? [text] : []
}

/** Lexical rich text as plain text for an email body: paragraphs apart by a blank line, lists as lines. */
export function richTextToPlainText(data: unknown): string {
  const root = richTextRoot(data)
  if (!root) return ''
  return childrenOf(root as PlainNode)
    .map((node) => blocks(node, 1).join('\n'))
    .filter(Boolean)
    .join('\n\n')
}
