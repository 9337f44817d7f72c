import type { Translate } from '@/i18n/translate'
import type { PartnerSession } from '../server/partner-session'

/** On a screen for guests (sign-in, registration): who is signed in, and the way on. */
export function SignedInNotice({
  partner,
  homeHref,
  t,
}: {
  partner: PartnerSession
  homeHref: string
  t: Translate
}) {
  return (
    <>
      <p>{t('partner.alreadySignedIn', { email: partner.email })}</p>
      <p>
        <a className="button button-primary" href={homeHref}>
          {t('partner.continue')}
        </a>
      </p>
    </>
  )
}
