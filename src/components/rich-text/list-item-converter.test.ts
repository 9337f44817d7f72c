import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { listItemConverter } from './list-item-converter'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const item = (value: number, label: string) => ({
  type: 'listitem',
  value,
  checked: undefined,
  children: [text(label)],
  version: 1,
})
const list = (listType: 'bullet' | 'number', tag: 'ul' | 'ol') => ({
  type: 'list',
  listType,
  tag,
  start: 1,
  children: [item(1, 'Fries'), item(2, 'Salt')],
  version: 1,
})

function render(...lists: ReturnType<typeof list>[]): string {
  const data = { root: { type: 'root', children: lists, version: 1 } }
  return renderToStaticMarkup(
    createElement(RichText, {
      data: data as unknown as SerializedEditorState,
      converters: ({ defaultConverters }) => ({
        ...defaultConverters,
        listitem: listItemConverter,
      }),
    }),
  )
}

describe('rich-text list items', () => {
  it('gives bullet items no value attribute, which HTML forbids inside <ul>', () => {
    const html = render(list('bullet', 'ul'))
    expect(html).toContain('<ul class="list-bullet"><li>Fries</li><li>Salt</li></ul>')
  })

  it('keeps the item number inside an ordered list', () => {
    const html = render(list('number', 'ol'))
    expect(html).toContain(
      '<ol class="list-number"><li value="1">Fries</li><li value="2">Salt</li></ol>',
    )
  })
})
