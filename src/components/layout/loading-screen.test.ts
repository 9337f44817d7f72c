import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LoadingScreen } from './loading-screen'

describe('LoadingScreen', () => {
  it('announces the translated loading text beside a decorative spinner', () => {
    const html = renderToStaticMarkup(createElement(LoadingScreen, { label: '読み込み中…' }))
    expect(html).toMatch(/^<div class="loading-screen" role="status">/)
    expect(html).toContain('<svg class="loading-spinner"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<p class="loading-text">読み込み中…</p>')
  })

  it('can centre itself in a container instead of the page', () => {
    expect(
      renderToStaticMarkup(createElement(LoadingScreen, { label: 'Loading…', inContainer: true })),
    ).toContain('loading-screen loading-in-container')
  })

  it('draws the spinner 200 px wide, and 100 px at the medium breakpoint or narrower', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'loading-screen.css'), 'utf8')
    expect(css).toMatch(/\.loading-spinner \{\n  width: 200px;/)
    expect(css).toMatch(/@media \(max-width: 768px\) \{\n  \.loading-spinner \{\n    width: 100px;/)
  })
})
