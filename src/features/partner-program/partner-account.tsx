import { getPartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { translator } from '@/i18n/translate'
import styles from './components/partner-program.module.css'
import { LazySignOutButton } from './components/partner-lazy.client'
import { partnerApiPath, partnerPath } from './lib/partner-paths'
import { currentPartner } from './server/partner-session'

/** The header's visitor label: "Guest" on every shared page, the greeting on a partner's own. */
export async function PartnerAccount({ scope }: { scope: ContentScope }) {
  const t = translator(scope.locale)
  const partner = await currentPartner()
  if (!partner) return <span>{t('shell.guest')}</span>
  const [program, on] = await Promise.all([
    getPartnerProgram(scope),
    isFeatureOn(scope, 'partnerProgram'),
  ])
  if (!program || !on) return <span>{t('shell.guest')}</span>
  return (
    <span className={styles.account}>
      <span>{t('partner.welcome', { name: partner.name || partner.email })}</span>
      <a href={partnerPath(scope.regionId, scope.locale, program.segment, 'profile')}>
        {t('partner.profile')}
      </a>
      <LazySignOutButton
        action={partnerApiPath(program.segment, 'session')}
        locale={scope.locale}
        texts={{
          signOut: t('partner.signOut'),
          confirm: t('partner.signOutConfirm'),
          cancel: t('partner.cancel'),
          signingOut: t('auth.signingOut'),
          signedOut: t('partner.signedOut'),
          errorTitle: t('auth.authenticationError'),
          error: t('error.signOut'),
        }}
      />
    </span>
  )
}
