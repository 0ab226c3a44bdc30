import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { presentationProblems, type PresentationField } from '../domain/enquiry-rules';
import type { Enquiry, Presentation, PresentationOutcome, PresentationStatus } from '../domain/enquiry-types';
import { todayOf } from './enquiry-format';
import { problemList } from './field-problems';

const STATUSES = ['SCHEDULED', 'DONE', 'CANCELLED'] as const satisfies readonly PresentationStatus[];
const OUTCOMES = ['', 'INTERESTED', 'NOT_INTERESTED', 'ADMITTED'] as const satisfies readonly PresentationOutcome[];

const fields = z.object({
  enquiryNo: z.string(),
  parentName: z.string(),
  childName: z.string(),
  phone: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  venue: z.string(),
  presenterName: z.string(),
  notes: z.string(),
  status: z.enum(STATUSES),
  outcome: z.enum(OUTCOMES),
});
/** A presentation as typed. */
export type PresentationValues = z.infer<typeof fields>;

/** The presentation opened, or a new one for the family of the enquiry it follows (at 10:00 in the main building). */
export const presentationValuesOf = (presentation: Presentation | null, from: Enquiry | null): PresentationValues => ({
  enquiryNo: presentation?.enquiryNo ?? from?.enquiryNo ?? '',
  parentName: presentation?.parentName ?? from?.parentName ?? '',
  childName: presentation?.childName ?? from?.childName ?? '',
  phone: presentation?.phone ?? from?.phone ?? '',
  scheduledDate: presentation?.scheduledDate ?? '',
  scheduledTime: presentation?.scheduledTime ?? '10:00',
  venue: presentation?.venue ?? 'Main building',
  presenterName: presentation?.presenterName ?? '',
  notes: presentation?.notes ?? '',
  status: presentation?.status ?? 'SCHEDULED',
  outcome: presentation?.outcome ?? '',
});

/**
 * A presentation's schema: the presentation rules (enquiry-rules.ts) on the day of the save; `previousDate`: the day
 * it was scheduled for (null for a new one), which may stay even once past.
 */
export const presentationSchema = (previousDate: string | null, today: () => string = todayOf) =>
  checkedBy(fields, (values) => problemList(presentationProblems(values, today(), previousDate)));

const WORDS: ReadonlyArray<[RegExp, PresentationField]> = [
  [/family/i, 'parentName'],
  [/mobile/i, 'phone'],
  [/day|past/i, 'scheduledDate'],
  [/time/i, 'scheduledTime'],
  [/where/i, 'venue'],
  [/outcome/i, 'outcome'],
];

/** The field a backend refusal is about (shown beside it), or null for a refusal of the whole presentation. */
export const presentationRefusalField = (message: string): PresentationField | null =>
  WORDS.find(([words]) => words.test(message))?.[1] ?? null;
