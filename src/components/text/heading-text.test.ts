import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/routing/locales'
import { HeadingText } from './heading-text'

const render = (text: string, locale: Locale) =>
  renderToStaticMarkup(createElement(HeadingText, { text, locale }))

describe('HeadingText', () => {
  it('lets a Chinese heading wrap only between its words', () => {
    const html = render('可持续发展与供应链负责人', 'zh')
    expect(html.replaceAll('<wbr/>', '')).toBe('可持续发展与供应链负责人')
    expect(html).toContain('发展<wbr/>与<wbr/>供应')
    expect(html).not.toMatch(/发<wbr\/>展|供<wbr\/>应/)
  })

  it('leaves Japanese, Korean and English headings as plain text', () => {
    expect(render('シーズンドワッフルポテト', 'ja-JP')).toBe('シーズンドワッフルポテト')
    expect(render('시즈닝 와플 감자튀김', 'ko-KR')).toBe('시즈닝 와플 감자튀김')
    expect(render('Menu trends', 'en')).toBe('Menu trends')
  })

  it('adds nothing between a Latin word and Chinese', () => {
    expect(render('Terrafield 产品', 'zh')).toBe('Terrafield 产品')
  })
})
