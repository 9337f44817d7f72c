'use client'

import { createContext, type ReactNode, useContext } from 'react'

export interface ShellMessages {
  pageNotFound: string
  productNotFound: string
  pageNotFoundText: string
  backToHome: string
  homeHref: string
  errorRequest: string
  tryAgain: string
  loading: string
}

const SiteMessagesContext = createContext<ShellMessages | null>(null)

export function SiteMessagesProvider({
  messages,
  children,
}: {
  messages: ShellMessages
  children: ReactNode
}) {
  return <SiteMessagesContext.Provider value={messages}>{children}</SiteMessagesContext.Provider>
}

const ENGLISH: ShellMessages = {
  pageNotFound: 'Page not found',
  productNotFound: 'Product not found',
  pageNotFoundText: 'The page you are looking for does not exist or has moved.',
  backToHome: 'Back to the home page',
  homeHref: '/',
  errorRequest: 'Sorry, there was an error in your request.',
  tryAgain: 'Try again',
  loading: 'Loading…',
}

export function useShellMessages(): ShellMessages {
  return useContext(SiteMessagesContext) ?? ENGLISH
}
