export type Authentication = 'any' | 'signedIn' | 'signedOut'

export interface Visitor {
  signedIn: boolean
}

export const GUEST: Visitor = { signedIn: false }

/** A page rendered with a partner's session token is that partner's (see ContentScope). */
export function visitorOf(scope: { partnerToken?: string | null }): Visitor {
  return { signedIn: Boolean(scope.partnerToken) }
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
