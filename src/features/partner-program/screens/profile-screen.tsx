import { RichText } from '@/components/rich-text/rich-text'
import type { PartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { LazyProfileView } from '../components/partner-lazy.client'
import { partnerApiPath } from '../lib/partner-paths'
import type { PartnerSession } from '../server/partner-session'

export function ProfileScreen({
  scope,
  program,
  partner,
}: {
  scope: ContentScope
  program: PartnerProgram
  partner: PartnerSession
}) {
  const t = translator(scope.locale)
  return (
    <section className="container">
      <h1>{t('partner.profile')}</h1>
      <LazyProfileView
        salesforceUserId={partner.salesforceUserId}
        url={partnerApiPath(program.segment, 'profile')}
        locale={scope.locale}
        notFoundMessage={<RichText data={program.profileNotFoundMessage} scope={scope} />}
        texts={{
          loading: t('partner.profileLoading'),
          refresh: t('partner.refreshProfile'),
          notFound: t('error.profileNotFound'),
          operationName: t('partner.operationName'),
          segment: t('partner.segment'),
          address: t('partner.address'),
          city: t('partner.city'),
          state: t('partner.state'),
          zip: t('partner.zip'),
          phone: t('partner.phone'),
          email: t('partner.emailAddress'),
          partnerSince: t('partner.partnerSince'),
          salesContact: t('partner.salesContact'),
          contactName: t('partner.contactName'),
        }}
      />
    </section>
  )
}
