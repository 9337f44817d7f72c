'use client'

import { createContext, type ReactNode, use } from 'react'

export type ResultAction = (product: { sku: string; name: string }) => ReactNode

/** Actions on each matching product (compare), supplied by the page: features never import each other. */
export const ResultActionContext = createContext<ResultAction | null>(null)

export function useResultAction(): ResultAction | null {
  return use(ResultActionContext)
}
