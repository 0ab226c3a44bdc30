import { emailField } from '../../../kits/masters/contact-fields';

/** The CRM's own example in an email field's message (the point of sale gives another). */
export const EMAIL_EXAMPLE = 'sales@example.in';

export const EMAIL = emailField(EMAIL_EXAMPLE);
