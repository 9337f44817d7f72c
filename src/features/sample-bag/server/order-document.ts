import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import type { SampleOrder as StoredOrder } from '@/payload-types'
import { regionTag } from '@/routing/regions'
import type { SampleOrder } from '../lib/order-schema'

export type OrderDetails = Pick<
  StoredOrder,
  'regionTag' | 'locale' | 'items' | 'contact' | 'shippingAddress'
>

/** Editors and a CRM read numbers in one form (E.164) whatever way they were typed. */
function normalizedPhone(phone: string, country: string): string {
  return parsePhoneNumberFromString(phone, country as CountryCode)?.number ?? phone
}

export function orderDetails(order: SampleOrder): OrderDetails {
  return {
    regionTag: regionTag(order.regionId),
    locale: order.locale,
    items: order.items.map((sku) => ({ sku })),
    contact: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: normalizedPhone(order.phone, order.country),
      phoneExtension: order.phoneExtension || null,
      businessName: order.businessName,
      businessType: order.businessType || null,
    },
    shippingAddress: {
      street: order.street,
      street2: order.street2 || null,
      city: order.city,
      state: order.state,
      postcode: order.postcode,
      country: order.country,
    },
  }
}
