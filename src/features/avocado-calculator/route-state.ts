import type { PageView } from '@/content/pages'
import { isOffCanonical, type StateRoute } from '@/routing/state-segment'
import {
  type CalculatorState,
  calculatorSegment,
  calculatorUrl,
  parseCalculatorSegment,
} from './lib/url-state'

export const hasCalculatorBlock = (page: Pick<PageView, 'blocks'>) =>
  page.blocks.some((block) => block.__typename === 'AvocadoCalculatorBlock')

/** The state in a calculator page's last segment (as the browser sent it) and its one spelling. */
export function calculatorRoute(pageUrl: string, raw: string): StateRoute<CalculatorState> {
  const state = parseCalculatorSegment(raw)
  return {
    state,
    url: calculatorUrl(pageUrl, state),
    redirect: isOffCanonical(calculatorSegment(state), raw),
  }
}
