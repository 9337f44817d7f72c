export interface SeedFormGroup {
  /** How a form names its group; not stored. */
  key: string
  internalTitle: string
  domain: string
  businessUnit: string
  campaignId: string
  folder: string
}

export const FORM_GROUPS: SeedFormGroup[] = [
  {
    key: 'leads',
    internalTitle: 'Terrafield Foods: sales leads',
    domain: 'terrafield.example',
    businessUnit: 'Foodservice',
    campaignId: 'TF-LEAD-2026',
    folder: 'Website leads',
  },
  {
    key: 'newsletter',
    internalTitle: 'Terrafield Foods: newsletter',
    domain: 'terrafield.example',
    businessUnit: 'Marketing',
    campaignId: 'TF-NEWS-2026',
    folder: 'Newsletter sign-ups',
  },
]
