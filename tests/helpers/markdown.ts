// Reads markdown back the way a reader's parser would (CommonMark + GFM tables).
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTable } from 'micromark-extension-gfm-table'

export const parseMarkdown = (text: string): Root =>
  fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] })

export function nodesOf<Type extends Nodes['type']>(
  tree: Nodes,
  type: Type,
): Extract<Nodes, { type: Type }>[] {
  const found: Nodes[] = tree.type === type ? [tree] : []
  const children = 'children' in tree ? (tree.children as Nodes[]) : []
  return [...found, ...children.flatMap((child) => nodesOf(child, type))] as Extract<
    Nodes,
    { type: Type }
  >[]
}

export const textOf = (node: Nodes): string =>
  'value' in node && node.type !== 'html'
    ? node.value
    : 'children' in node
      ? (node.children as Nodes[]).map(textOf).join('')
      : ''
