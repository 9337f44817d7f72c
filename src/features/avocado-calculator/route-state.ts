import type { PageView } from '@/content/pages'
import {
  type CalculatorState,
  calculatorSegment,
  calculatorUrl,
  parseCalculatorSegment,
} from './lib/url-state'

export const hasCalculatorBlock = (page: Pick<PageView, 'blocks'>) =>
  page.blocks.some((block) => block.__typename === 'AvocadoCalculatorBlock')

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The state in a calculator page's last segment (as the browser sent it), and whether the URL
 * must move to the state's one spelling. Compared decoded, so a normalised encoding never loops.
 */
export function calculatorRoute(
  pageUrl: string,
  raw: string,
): { state: CalculatorState; url: string; redirect: boolean } {
  const state = parseCalculatorSegment(raw)
  const canonical = calculatorSegment(state)
  return {
    state,
    url: calculatorUrl(pageUrl, state),
    redirect: canonical === null || decodeSafely(canonical) !== decodeSafely(raw),
  }
}
