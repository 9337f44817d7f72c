export interface SeedFormGroup {
  /** How a form names its group; not stored. */
  key: string
  internalTitle: string
  domain: string
  businessUnit: string
  campaignId: string
  folder: string
  /** Where stored submissions are forwarded; `SEED_FORM_HANDLER_URL`, empty: not configured. */
  handlerUrl?: string
}

export const FORM_GROUPS: SeedFormGroup[] = [
  {
    key: 'leads',
    internalTitle: 'Leads',
    domain: 'terrafield.example',
    businessUnit: 'Foodservice',
    campaignId: 'TF-LEAD-2026',
    folder: 'Website leads',
    handlerUrl: process.env.SEED_FORM_HANDLER_URL ?? '',
  },
  {
    key: 'newsletter',
    internalTitle: 'Terrafield Foods: newsletter',
    domain: 'terrafield.example',
    businessUnit: 'Marketing',
    campaignId: 'TF-NEWS-2026',
    folder: 'Newsletter sign-ups',
    handlerUrl: process.env.SEED_FORM_HANDLER_URL ?? '',
  },
]
