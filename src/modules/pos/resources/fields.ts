import type { FieldOption } from '../../../engine/resource';
import { emailField } from '../../../kits/masters/contact-fields';

/** Field shapes of the point of sale's own; the shapes it shares with other modules are the masters kit's. */

/** The point of sale's own example in an email field's message (the CRM gives another). */
export const EMAIL_EXAMPLE = 'orders@example.in';

export const EMAIL = emailField(EMAIL_EXAMPLE);

export const VEHICLES: readonly FieldOption[] = [
  { value: 'FOOT', label: 'On foot' },
  { value: 'CYCLE', label: 'Bicycle' },
  { value: 'MOTORCYCLE', label: 'Motorcycle' },
  { value: 'SCOOTER', label: 'Scooter' },
  { value: 'EV', label: 'Electric scooter' },
  { value: 'VAN', label: 'Delivery van' },
];

export const VEHICLE_NUMBER = {
  regex: /^[A-Z]{2}-\d{2}-[A-Z]{1,3}-\d{4}$/,
  message: 'State, RTO, series and number, e.g. KL-07-BK-4821',
};
