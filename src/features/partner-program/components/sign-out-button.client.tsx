'use client'

import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.client'
import { clearProfileStore } from '../lib/profile-store-instance'
import styles from './partner-program.module.css'

export interface SignOutTexts {
  signOut: string
  confirm: string
  cancel: string
  signingOut: string
  signedOut: string
  errorTitle: string
  error: string
}

type Step = 'idle' | 'confirming' | 'signing-out' | 'signed-out' | 'failed'

/** Asks first; once signed out, the page reloads as a guest's (cached) copy. */
export interface SignOutButtonProps {
  action: string
  locale: string
  texts: SignOutTexts
}

export function SignOutButton({ action, locale, texts }: SignOutButtonProps) {
  const [step, setStep] = useState<Step>('idle')

  async function signOut() {
    setStep('signing-out')
    try {
      const response = await fetch(action, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale }),
      })
      if (!response.ok) return setStep('failed')
      clearProfileStore()
      setStep('signed-out')
      // Replace, so Back does not return to the partner's page from memory.
      window.location.replace(window.location.href)
    } catch {
      setStep('failed')
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.accountButton}
        disabled={step === 'signing-out' || step === 'signed-out'}
        onClick={() => setStep('confirming')}
      >
        {texts.signOut}
      </button>
      <span role="status">
        {step === 'signing-out' && texts.signingOut}
        {step === 'signed-out' && texts.signedOut}
      </span>
      {step === 'failed' && (
        <span role="alert">
          <strong>{texts.errorTitle}</strong> {texts.error}
        </span>
      )}
      <ConfirmDialog
        open={step === 'confirming'}
        message={texts.confirm}
        confirmLabel={texts.signOut}
        cancelLabel={texts.cancel}
        onConfirm={signOut}
        onCancel={() => setStep('idle')}
      />
    </>
  )
}
