/** What `GET /api/{program}/profile` answers and the profile screen shows. */
export interface PartnerProfile {
  id: string
  operationName: string
  segment: string | null
  address: string | null
  city: string | null
  state: string | null
  zip: string | null
  phone: string | null
  email: string | null
  /** ISO date. */
  partnerSince: string | null
  salesContact: SalesContact | null
}

export interface SalesContact {
  name: string
  title: string | null
  email: string | null
  phone: string | null
}
