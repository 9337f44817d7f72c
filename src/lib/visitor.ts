export type Authentication = 'any' | 'signedIn' | 'signedOut'

export interface Visitor {
  signedIn: boolean
}

// Always a guest: cached pages are shared by every visitor; the partner feature renders the rest.
export function currentVisitor(): Visitor {
  return { signedIn: false }
}

export function isVisibleTo(authentication: Authentication, visitor: Visitor): boolean {
  if (authentication === 'signedIn') return visitor.signedIn
  if (authentication === 'signedOut') return !visitor.signedIn
  return true
}

export function visibleItems<T extends { authentication: Authentication }>(
  items: readonly T[],
  visitor: Visitor,
): T[] {
  return items.filter((item) => isVisibleTo(item.authentication, visitor))
}
