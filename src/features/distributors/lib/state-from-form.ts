import { EMPTY_FINDER_STATE, type FinderState, normalizedState } from './finder-state'

const FIELD_LENGTH = 200

/** The GET form's fields as a state; a new search starts on its first page. */
export function stateFromForm(params: URLSearchParams): FinderState {
  const field = (name: string) => (params.get(name) ?? '').slice(0, FIELD_LENGTH)
  return normalizedState({
    ...EMPTY_FINDER_STATE,
    name: field('name'),
    postcode: field('postcode'),
    state: field('state'),
    product: field('product'),
  })
}
