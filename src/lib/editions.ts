/** Product codes (pCode) and the edition each selects: spec section 1. */
export const EDITIONS = {
  'D-MIN': 'Hotel front office',
  'D-COM': 'Commerce, trading and purchases',
  'D-USI': 'Manufacturing',
  'D-SHI': 'School',
  'D-CON': 'Construction',
  'D-DHA': 'Health care',
  'D-REA': 'Real estate',
  'D-RID': 'Rides',
  'D-CRM': 'Customer relationship management',
  'D-RES': 'Restaurant',
  'D-SHA': 'Shares',
  'D-TAK': 'Take-away',
  'D-HOS': 'Hospital',
  'D-EC1': 'E-commerce',
  'D-POS': 'Point of sale',
} as const satisfies Record<string, string>;

export type ProductCode = keyof typeof EDITIONS;

export function editionName(pCode: string): string {
  return (EDITIONS as Record<string, string>)[pCode] ?? pCode;
}

/** The company whose sign-out goes to general/welcome and whose admin menu is reduced. */
export const SPECIAL_COMPANY_CODE = 13010;
