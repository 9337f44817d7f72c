import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { WordBreaks } from './word-breaks'

const render = (text: string) => renderToStaticMarkup(createElement(WordBreaks, { text }))

describe('WordBreaks', () => {
  it('lets a Japanese product name wrap between its words', () => {
    const html = render('シーズンドワッフルポテト')
    expect(html.replaceAll('<wbr/>', '')).toBe('シーズンドワッフルポテト')
    expect(html).toContain('<wbr/>ポテト')
  })

  it('leaves text with spaces as it is', () => {
    expect(render('Seasoned Waffle Fries 3/8"')).toBe('Seasoned Waffle Fries 3/8&quot;')
    expect(render('시즈닝 와플 감자튀김')).toBe('시즈닝 와플 감자튀김')
  })
})
