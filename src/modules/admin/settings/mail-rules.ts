/** The documents that can be mailed to suppliers and customers: enquiries, quotations, orders. */
export type MailType = 'ENQ' | 'QUO' | 'ORD';

/** How one kind of document is mailed (GetPurMailSettings / SetPurMailSettings `{mails}`). */
export interface MailSetting {
  mailType: MailType;
  fromAddress: string;
  /** Copies: none, one or several addresses separated by commas. */
  ccAddress: string;
  subject: string;
  /** Mail the document as soon as it is saved (approved, when it needs approval). */
  sendAutomatically: boolean;
}

/** The mail types in screen order, with their names. */
export const MAIL_TYPES: ReadonlyArray<{ type: MailType; label: string }> = [
  { type: 'ENQ', label: 'Enquiries' },
  { type: 'QUO', label: 'Quotations' },
  { type: 'ORD', label: 'Orders' },
];

export const SUBJECT_MAX = 100;

export type MailField = 'fromAddress' | 'ccAddress' | 'subject';
export type MailProblems = Partial<Record<MailField, string>>;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Is this one e-mail address (name@domain.tld)? */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The addresses of a "cc" text: split at commas or semicolons, blanks dropped. */
export function ccAddresses(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** What is wrong with one mail setting, field by field (empty when fine). */
export function mailProblems(mail: MailSetting): MailProblems {
  const problems: MailProblems = {};
  const from = mail.fromAddress.trim();
  if (from === '' && mail.sendAutomatically) problems.fromAddress = 'Enter the address the mails are sent from.';
  else if (from !== '' && !isEmail(from)) problems.fromAddress = 'Enter an e-mail address, e.g. purchase@example.in.';
  if (!ccAddresses(mail.ccAddress).every(isEmail))
    problems.ccAddress = 'Enter e-mail addresses separated by commas, e.g. stores@example.in, accounts@example.in.';
  const subject = mail.subject.trim();
  if (subject === '' && mail.sendAutomatically) problems.subject = 'Enter the subject of the mails.';
  else if (subject.length > SUBJECT_MAX) problems.subject = `Use at most ${SUBJECT_MAX} characters.`;
  return problems;
}

/** A mail setting with trimmed text and the copies written "a@x.in, b@x.in". */
export function tidyMail(mail: MailSetting): MailSetting {
  return {
    mailType: mail.mailType,
    fromAddress: mail.fromAddress.trim(),
    ccAddress: ccAddresses(mail.ccAddress).join(', '),
    subject: mail.subject.trim(),
    sendAutomatically: mail.sendAutomatically,
  };
}

/** One setting for every mail type, in screen order: the saved one, or an empty one. */
export function mailsWithDefaults(saved: readonly MailSetting[]): MailSetting[] {
  return MAIL_TYPES.map(
    ({ type }) =>
      saved.find((mail) => mail.mailType === type) ?? {
        mailType: type,
        fromAddress: '',
        ccAddress: '',
        subject: '',
        sendAutomatically: false,
      },
  );
}

/** Reads a SetPurMailSettings body's `mails`: the settings, or the reason they cannot be read. */
export function readMails(value: unknown): { mails: MailSetting[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'Send the mail settings as a list (mails).' };
  const mails: MailSetting[] = [];
  for (const entry of value as unknown[]) {
    const row = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const type = MAIL_TYPES.find((known) => known.type === row.mailType)?.type;
    if (!type)
      return { problem: `Unknown mail type ${String(row.mailType ?? '(none)')}: the types are ENQ, QUO and ORD.` };
    if (mails.some((mail) => mail.mailType === type)) return { problem: `Mail type ${type} is sent twice.` };
    const text = (field: string) => (typeof row[field] === 'string' ? (row[field] as string) : '');
    mails.push({
      mailType: type,
      fromAddress: text('fromAddress'),
      ccAddress: text('ccAddress'),
      subject: text('subject'),
      sendAutomatically: row.sendAutomatically === true,
    });
  }
  return { mails };
}
