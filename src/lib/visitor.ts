export type Authentication = 'any' | 'signedIn' | 'signedOut'

export interface Visitor {
  signedIn: boolean
}

/**
 * Always a guest: public pages are cached and shared by every visitor, so signed-in partner content
 * is rendered in dynamic holes by the partner feature.
 */
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
