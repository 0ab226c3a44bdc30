/** A plain email check for the template's demo forms. */
export const EMAIL_RULE = {
  required: 'Enter a valid email address.',
  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid email address.' },
} as const;
