'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { NewPasswordFormProps } from './new-password-form.client'
import type { ProfileViewProps } from './profile-view.client'
import type { RegistrationFormProps } from './registration-form.client'
import type { ResetRequestFormProps } from './reset-request-form.client'
import type { SignInFormProps } from './sign-in-form.client'
import type { SignOutButtonProps } from './sign-out-button.client'

// The generic page route and the layout import the partner screens; loaded directly, their code
// would ship with every page. These load only where a partner screen or account is drawn.
export const LazySignInForm = lazyIsland<SignInFormProps>(() =>
  import('./sign-in-form.client').then((module) => module.SignInForm),
)
export const LazyProfileView = lazyIsland<ProfileViewProps>(() =>
  import('./profile-view.client').then((module) => module.ProfileView),
)
export const LazyResetRequestForm = lazyIsland<ResetRequestFormProps>(() =>
  import('./reset-request-form.client').then((module) => module.ResetRequestForm),
)
export const LazyNewPasswordForm = lazyIsland<NewPasswordFormProps>(() =>
  import('./new-password-form.client').then((module) => module.NewPasswordForm),
)
export const LazySignOutButton = lazyIsland<SignOutButtonProps>(() =>
  import('./sign-out-button.client').then((module) => module.SignOutButton),
)
export const LazyRegistrationForm = lazyIsland<RegistrationFormProps>(() =>
  import('./registration-form.client').then((module) => module.RegistrationForm),
)
