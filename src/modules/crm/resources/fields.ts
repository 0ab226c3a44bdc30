import type { FieldDeclaration } from '../../../engine/resource';
import { emailField } from '../../../kits/masters/contact-fields';

/** The CRM's own example in an email field's message (the point of sale gives another). */
export const EMAIL_EXAMPLE = 'sales@example.in';

export const EMAIL = emailField(EMAIL_EXAMPLE);

/** A price or discount list's period: from a date, to a date or with no end. */
export const VALIDITY: readonly FieldDeclaration[] = [
  { name: 'validFrom', label: 'Valid from', type: 'date', required: true },
  { name: 'validTo', label: 'Valid to', type: 'date', help: 'Leave empty for a list with no end date.' },
];

/** A list line's item, an inventory item under the name the quotation requirements give it (`productId`). */
export const PRODUCT: FieldDeclaration = {
  name: 'productId',
  label: 'Item',
  type: 'reference',
  required: true,
  reference: {
    resource: 'inventory.items',
    endpoint: 'api/invmaterial/GetInvMaterials',
    key: 'itemId',
    label: 'name',
  },
};
