import { type JSXConverters, ListJSXConverter } from '@payloadcms/richtext-lexical/react'
import type { SerializedListItemNode } from '@payloadcms/richtext-lexical'

// Lexical's converter puts `value` on every item, which HTML allows only inside an <ol>.
export const listItemConverter: JSXConverters<SerializedListItemNode>['listitem'] = (args) => {
  const { node, nodesToJSX, parent } = args
  const listType = 'listType' in parent ? parent.listType : undefined
  const lexicalItem = ListJSXConverter.listitem
  if (listType === 'check' && typeof lexicalItem === 'function') return lexicalItem(args)
  const nested = node.children.some((child) => child.type === 'list')
  return (
    <li
      className={nested ? 'nestedListItem' : undefined}
      style={nested ? { listStyleType: 'none' } : undefined}
      value={listType === 'number' ? node.value : undefined}
    >
      {nodesToJSX({ nodes: node.children })}
    </li>
  )
}
