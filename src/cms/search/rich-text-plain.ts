/** The words of a Lexical rich-text value, paragraphs separated by spaces; at most `limit` characters. */
export function richTextPlain(value: unknown, limit: number): string {
  const words: string[] = []
  let length = 0
  const visit = (node: unknown, depth: number): void => {
    if (length >= limit || depth > 32 || !node || typeof node !== 'object') return
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof text === 'string' && text.trim()) {
      words.push(text)
      length += text.length + 1
    }
    if (root) visit(root, depth + 1)
    if (Array.isArray(children)) for (const child of children) visit(child, depth + 1)
  }
  visit(value, 0)
  return words.join(' ').slice(0, limit)
}
