import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { mailProblems, type MailSetting } from './mail-rules';

/** The mail settings form: one setting per mail type, in screen order. */
export interface MailValues {
  mails: MailSetting[];
}

/** The problems of every setting by the shared mail rules, each on its own field (`mails.<index>.<field>`). */
export function mailFormProblems(values: MailValues): FieldProblem[] {
  return values.mails.flatMap((mail, index) =>
    Object.entries(mailProblems(mail)).flatMap(([field, message]) =>
      message ? [{ field: `mails.${index}.${field}`, message }] : [],
    ),
  );
}

const mail = z.object({
  mailType: z.enum(['ENQ', 'QUO', 'ORD']),
  fromAddress: z.string(),
  ccAddress: z.string(),
  subject: z.string(),
  sendAutomatically: z.boolean(),
});

export const mailSchema = checkedBy(z.object({ mails: z.array(mail) }), mailFormProblems);

/** A server's field errors the form shows beside its fields (`mails.<index>.<field>`); the others it cannot place. */
export function placedMailErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).filter(([key]) => /^mails\.\d+\.(fromAddress|ccAddress|subject)$/.test(key)),
  );
}
