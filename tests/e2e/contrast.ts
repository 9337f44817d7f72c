import type { Page } from '@playwright/test'

/** The tallest page the check lays out at once; longer pages are checked down to here. */
const MAX_CHECKED_HEIGHT = 12_000

/**
 * Text whose colour contrast with what is painted behind it is below WCAG AA (4.5:1, large text
 * 3:1), each as `ratio selector "text"`. axe-core files the hard cases (text on a same-coloured
 * background, overlapping boxes) under "needs review" and passes the page; this check decides them.
 * Text over an image, video or gradient is left to the screenshot tests.
 */
export async function lowContrastText(page: Page, include = 'body'): Promise<string[]> {
  const viewport = page.viewportSize()
  // A taller viewport loads more lazy images and late fonts reflow text, so the page can grow after
  // the resize: lay it out again until its height holds.
  const settledHeight = () =>
    page.evaluate(async () => {
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return document.documentElement.scrollHeight
    })
  if (viewport) {
    let height = await settledHeight()
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.setViewportSize({
        width: viewport.width,
        height: Math.min(height, MAX_CHECKED_HEIGHT),
      })
      const grown = await settledHeight()
      if (grown === height) break
      height = grown
    }
  }
  try {
    return await page.locator(include).first().evaluate(findLowContrast)
  } finally {
    if (viewport) await page.setViewportSize(viewport)
  }
}

function findLowContrast(root: Element): string[] {
  type Rgba = [number, number, number, number]
  const parse = (css: string): Rgba | null => {
    const match = css.match(/rgba?\(([^)]+)\)/)
    if (!match?.[1]) return null
    const [r = 0, g = 0, b = 0, a = 1] = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [r, g, b, a]
  }
  const over = (top: Rgba, below: Rgba): Rgba => {
    const alpha = top[3] + below[3] * (1 - top[3])
    if (alpha === 0) return [0, 0, 0, 0]
    const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / alpha
    return [mix(0), mix(1), mix(2), alpha]
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const s = value / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (light + 0.05) / (dark + 0.05)
  }
  const PAINTS_PICTURE = new Set(['IMG', 'VIDEO', 'PICTURE', 'CANVAS', 'SVG', 'IFRAME'])

  /** What is painted behind `el` at a point, or null where it is a picture. */
  const backdrop = (el: Element, x: number, y: number): Rgba | null => {
    const stack = document.elementsFromPoint(x, y)
    let colour: Rgba = [0, 0, 0, 0]
    for (const layer of stack.slice(Math.max(0, stack.indexOf(el)))) {
      const style = getComputedStyle(layer)
      if (PAINTS_PICTURE.has(layer.tagName.toUpperCase()) || style.backgroundImage !== 'none')
        return null
      const paint = parse(style.backgroundColor)
      if (paint && paint[3] > 0) {
        colour = over(colour, paint)
        if (colour[3] >= 0.999) return colour
      }
    }
    return over(colour, [255, 255, 255, 1])
  }

  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const classes = [...el.classList].slice(0, 2).map((name) => `.${name}`)
    return `${el.tagName.toLowerCase()}${id}${classes.join('')}`
  }

  const failures: string[] = []
  for (const el of root.querySelectorAll('*')) {
    const text = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (!text || el.closest('[disabled], [aria-disabled="true"], script, style, noscript')) continue
    const style = getComputedStyle(el)
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue
    const box = el.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1) continue
    const x = Math.min(box.left + Math.min(box.width / 2, 8), innerWidth - 1)
    const y = box.top + box.height / 2
    // Below the laid-out height (a page taller than MAX_CHECKED_HEIGHT) nothing is painted to measure.
    if (x < 0 || y < 0 || y >= innerHeight) continue
    const behind = backdrop(el, x, y)
    const ink = parse(style.color)
    if (!behind || !ink) continue
    const size = parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const measured = ratio(over(ink, behind), behind)
    if (measured < (large ? 3 : 4.5)) {
      failures.push(`${measured.toFixed(2)}:1 ${describe(el)} "${text.slice(0, 40)}"`)
    }
  }
  return failures
}
