import { LEAD_SOURCES, LEAD_STAGES, LEAD_STATUSES, STAGE_LOST, STAGE_WON } from './lead-masters';
import type { CrmLead, LeadInput, PipelineAnswer } from './lead-types';

/** The lead world's rules, shared by the screens and the demo backend. */

export type LeadProblems = Partial<
  Record<keyof LeadInput | 'call_date' | 'next_followup_date' | 'notes' | 'call_type', string>
>;

const same = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
export const leadName = (lead: Pick<CrmLead, 'first_name' | 'last_name'>) =>
  `${lead.first_name} ${lead.last_name}`.trim();
export const leadLabel = (lead: Pick<CrmLead, 'id' | 'type_lead_cus' | 'first_name' | 'last_name' | 'company'>) =>
  `${lead.type_lead_cus === 'Cus' ? 'customer' : 'lead'} ${lead.id} (${[leadName(lead), lead.company].filter(Boolean).join(', ')})`;

type Candidate = Pick<CrmLead, 'company' | 'business_email' | 'phonenumber' | 'first_name' | 'last_name'>;

/**
 * The contract's duplicate rule: the same company, business e-mail, phone number, or first + last name as another
 * lead or customer (`except`: the record being changed). Answers the refusal naming the match, or null.
 */
export function duplicateOf(existing: readonly CrmLead[], candidate: Candidate, except?: number): string | null {
  for (const lead of existing) {
    if (lead.id === except) continue;
    const label = leadLabel(lead);
    if (same(lead.company, candidate.company)) return `The company ${candidate.company.trim()} is already on ${label}.`;
    if (same(lead.business_email, candidate.business_email))
      return `The business e-mail ${candidate.business_email.trim()} is already on ${label}.`;
    if (digits(candidate.phonenumber).length >= 6 && digits(lead.phonenumber) === digits(candidate.phonenumber))
      return `The phone number ${candidate.phonenumber.trim()} is already on ${label}.`;
    if (same(lead.first_name, candidate.first_name) && same(lead.last_name, candidate.last_name))
      return `The name ${leadName(candidate)} is already on ${label}.`;
  }
  return null;
}

/** The field a server refusal names (shown beside it), else undefined. */
export function refusalField(message: string): keyof LeadProblems | undefined {
  if (message.startsWith('The company')) return 'company';
  if (message.startsWith('The business e-mail')) return 'business_email';
  if (message.startsWith('The phone number')) return 'phonenumber';
  if (message.startsWith('The name')) return 'first_name';
  if (message.startsWith('The next follow-up')) return 'next_followup_date';
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const known = (list: ReadonlyArray<{ id: number }>, id: number) => list.some((one) => one.id === id);

/** A lead's (or customer's) problems, by field: a name, a way to reach them, known masters. */
export function leadProblems(input: LeadInput): LeadProblems {
  const problems: LeadProblems = {};
  if (!input.first_name.trim()) problems.first_name = 'Enter the first name.';
  if (!input.last_name.trim()) problems.last_name = 'Enter the last name.';
  if (input.business_email.trim() && !EMAIL.test(input.business_email.trim()))
    problems.business_email = 'An e-mail address, e.g. sales@example.in';
  if (!input.business_email.trim() && !input.phonenumber.trim())
    problems.phonenumber = 'Enter a phone number or a business e-mail.';
  if (input.phonenumber.trim() && digits(input.phonenumber).length < 10)
    problems.phonenumber = 'Ten digits, e.g. 9829012345';
  if (!known(LEAD_SOURCES, input.lead_source)) problems.lead_source = 'Choose the source.';
  if (!known(LEAD_STATUSES, input.lead_status)) problems.lead_status = 'Choose the status.';
  if (!known(LEAD_STAGES, input.lead_stage)) problems.lead_stage = 'Choose the stage.';
  if (input.zipcode.trim() && !/^[1-9]\d{5}$/.test(input.zipcode.trim())) problems.zipcode = 'Six digits, e.g. 302017';
  return problems;
}

/** A follow-up's problems: the call's day not after today, the next follow-up (optional) not in the past. */
export function callProblems(
  call: { call_date: string; call_type: number; notes: string; next_followup_date: string },
  today: string,
): LeadProblems {
  const problems: LeadProblems = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(call.call_date)) problems.call_date = 'Enter the day of the call.';
  else if (call.call_date > today) problems.call_date = 'The call cannot be after today.';
  if (call.call_type < 1) problems.call_type = 'Choose how they were reached.';
  if (!call.notes.trim()) problems.notes = 'Say what was discussed.';
  if (call.next_followup_date && call.next_followup_date < today)
    problems.next_followup_date = 'The next follow-up cannot be in the past.';
  return problems;
}

/** The stage one step left (-1) or right (+1) on the board, or null at either end. */
export function movedStage(stage: number, step: -1 | 1): number | null {
  const at = LEAD_STAGES.findIndex((one) => one.id === stage);
  const next = LEAD_STAGES[at + step];
  return at < 0 || !next ? null : next.id;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY);
export const AGEING = [
  { label: '0–7 days', upTo: 7 },
  { label: '8–30 days', upTo: 30 },
  { label: '31–90 days', upTo: 90 },
  { label: 'Over 90 days', upTo: Number.POSITIVE_INFINITY },
] as const;

/**
 * The pipeline: leads (and customers converted from leads) by stage × source; conversion = converted or won over
 * all of them; ageing of the open leads (not won, lost or converted) by days since created.
 */
export function pipelineOf(rows: readonly CrmLead[], today: string): PipelineAnswer {
  const inPipeline = rows.filter((row) => row.type_lead_cus === 'Lead' || row.converted_at !== '');
  const counts: Record<string, Record<string, number>> = {};
  for (const row of inPipeline) {
    const bySource = (counts[String(row.lead_stage)] ??= {});
    bySource[String(row.lead_source)] = (bySource[String(row.lead_source)] ?? 0) + 1;
  }
  const converted = inPipeline.filter((row) => row.type_lead_cus === 'Cus').length;
  const won = inPipeline.filter((row) => row.type_lead_cus === 'Lead' && row.lead_stage === STAGE_WON).length;
  const open = inPipeline.filter(
    (row) => row.type_lead_cus === 'Lead' && row.lead_stage !== STAGE_WON && row.lead_stage !== STAGE_LOST,
  );
  const ageing = AGEING.map((band, index) => ({
    label: band.label,
    count: open.filter((row) => {
      const age = daysBetween(row.created_at, today);
      return age <= band.upTo && (index === 0 || age > AGEING[index - 1]!.upTo);
    }).length,
  }));
  const total = inPipeline.length;
  return {
    stages: [...LEAD_STAGES],
    sources: [...LEAD_SOURCES],
    counts,
    total,
    won,
    converted,
    conversionRate: total === 0 ? 0 : Math.round(((won + converted) * 1000) / total) / 10,
    ageing,
  };
}
