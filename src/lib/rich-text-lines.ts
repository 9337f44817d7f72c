interface LexicalNode {
  type?: unknown
  text?: unknown
  children?: unknown
  root?: unknown
}

const MAX_LINES = 200
const MAX_DEPTH = 32

const childrenOf = (node: LexicalNode): LexicalNode[] =>
  Array.isArray(node.children) ? (node.children as LexicalNode[]) : []

const isList = (node: LexicalNode) => node.type === 'list'

function inlineText(node: LexicalNode, depth: number): string {
  if (depth > MAX_DEPTH) return ''
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return ' '
  return childrenOf(node)
    .filter((child) => !isList(child))
    .map((child) => inlineText(child, depth + 1))
    .join('')
}

/**
 * The lines of a Lexical rich-text value: each paragraph, heading and list item once, nested
 * items after their parent, blank ones left out. Bounded, whatever the editor stored.
 */
export function richTextLines(value: unknown): string[] {
  const lines: string[] = []
  const visit = (node: LexicalNode, depth: number): void => {
    if (lines.length >= MAX_LINES || depth > MAX_DEPTH || !node || typeof node !== 'object') return
    if (node.root) return visit(node.root as LexicalNode, depth + 1)
    const isBlock = node.type !== 'root' && !isList(node)
    if (isBlock) {
      const line = inlineText(node, depth).replace(/\s+/g, ' ').trim()
      if (line) lines.push(line)
    }
    for (const child of childrenOf(node)) if (!isBlock || isList(child)) visit(child, depth + 1)
  }
  visit(value as LexicalNode, 0)
  return lines
}
