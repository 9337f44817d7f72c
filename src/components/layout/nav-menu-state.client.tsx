'use client'

import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

interface NavMenuState {
  open: boolean
  setOpen: (open: boolean) => void
}

const NavMenuContext = createContext<NavMenuState>({ open: false, setOpen: () => undefined })

export function NavMenuProvider({
  children,
  className,
}: {
  children: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const value = useMemo(() => ({ open, setOpen }), [open])
  return (
    <NavMenuContext.Provider value={value}>
      <div className={className} data-menu-open={open ? 'true' : 'false'}>
        {children}
      </div>
    </NavMenuContext.Provider>
  )
}

export function useNavMenu(): NavMenuState {
  return useContext(NavMenuContext)
}
