import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { callProblems } from '../domain/lead-rules';
import { todayOf } from './lead-format';

const shape = z.object({
  call_date: z.string(),
  /** The select's text: '' until chosen. */
  call_type: z.string(),
  notes: z.string(),
  next_followup_date: z.string(),
});

export type CallValues = z.infer<typeof shape>;
export type CallField = keyof CallValues;

/** A new follow-up: a call made today. */
export const blankCall = (): CallValues => ({ call_date: todayOf(), call_type: '', notes: '', next_followup_date: '' });

/** The follow-up as sent: the way they were reached as its number (0 when none is chosen). */
export const callOf = (values: CallValues, leadId: number) => ({
  ...values,
  call_type: Number(values.call_type) || 0,
  lead_id: leadId,
});

export const isCallField = (field: string | undefined): field is CallField =>
  field !== undefined && Object.hasOwn(shape.shape, field);

/** The follow-up rules (the same the server runs) against today, each problem beside its field. */
export const callSchema = checkedBy(shape, (values) =>
  Object.entries(callProblems(callOf(values, 0), todayOf())).map(([field, message]) => ({ field, message })),
);
