import type {
  BlockContent,
  Blockquote,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
} from 'mdast'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toMarkdown } from 'mdast-util-to-markdown'

// A tree rather than strings: the serialiser escapes whatever editors typed (`*`, `[`, `|`, `#`, `<`),
// so CMS text can never become a link, a heading or a broken table row.

export type Inline = PhrasingContent | string

const phrasing = (parts: readonly Inline[]): PhrasingContent[] =>
  parts.map((part) => (typeof part === 'string' ? { type: 'text', value: part } : part))

export const strong = (value: string): PhrasingContent => ({
  type: 'strong',
  children: [{ type: 'text', value }],
})

/** `**Label:** value`; labels that already end in a colon keep the one they have. */
export const labelled = (label: string | undefined, ...rest: Inline[]): Inline[] =>
  label ? [strong(/[:：]$/.test(label) ? label : `${label}:`), ' ', ...rest] : rest

export const emphasis = (value: string): PhrasingContent => ({
  type: 'emphasis',
  children: [{ type: 'text', value }],
})

export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value })

export const link = (url: string, label: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [{ type: 'text', value: label }],
})

export const image = (url: string, alt: string): PhrasingContent => ({ type: 'image', url, alt })

export const paragraph = (...parts: Inline[]): Paragraph => ({
  type: 'paragraph',
  children: phrasing(parts),
})

export const heading = (depth: Heading['depth'], value: string): Heading => ({
  type: 'heading',
  depth,
  children: [{ type: 'text', value }],
})

export const blockquote = (...parts: Inline[]): Blockquote => ({
  type: 'blockquote',
  children: [paragraph(...parts)],
})

const item = (content: Inline[] | BlockContent): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [Array.isArray(content) ? paragraph(...content) : content],
})

export const list = (items: readonly Inline[][], ordered = false): List => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((parts) => item(parts)),
})

export const table = (columns: readonly string[], rows: readonly (string | null)[][]): Table => ({
  type: 'table',
  children: [columns, ...rows].map((cells) => ({
    type: 'tableRow',
    children: cells.map((cell) => ({
      type: 'tableCell',
      children: cell ? [{ type: 'text', value: cell }] : [],
    })),
  })),
})

export function markdownText(children: readonly (RootContent | null | false | '')[]): string {
  const root: Root = {
    type: 'root',
    children: children.filter((child): child is RootContent => Boolean(child)),
  }
  return toMarkdown(root, { bullet: '-', extensions: [gfmTableToMarkdown()] })
}
