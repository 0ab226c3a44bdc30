import { HttpResponse } from 'msw';
import { FD_PREFIXES } from '../../../modules/school-office/domain/fd-routes';
import type { Enquiry, EnquirySource } from '../../../modules/school-office/domain/enquiry-types';
import {
  actionProblem,
  enquiryProblems,
  followUpProblems,
  statusAfter,
} from '../../../modules/school-office/domain/enquiry-rules';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import type { DemoSession } from '../../core/sessions/auth';
import { enquiriesOf, writeEnquiry } from '../fd-store';
import { headerOf, logSchool, refusal, schoolToday, text } from '../../core/school/school-session';
import { offeredIn } from './call-requirements';
import { wireDay } from './enquiry-session';

const first = (problems: Readonly<Record<string, string | undefined>>) => Object.values(problems).find(Boolean) ?? null;

/**
 * SetFDCall `{ header, traCheck: 1 | 2 }`: a new enquiry, a change to an open one, or (header.status CLOSED with
 * closedReason) its closing.
 */
export async function saveCall(
  session: DemoSession,
  body: Record<string, unknown>,
  traCheck: number,
): Promise<Response> {
  const header = headerOf(body);
  const today = schoolToday();
  const company = session.companyCode;
  const all = await enquiriesOf(company);
  const existing = traCheck === 2 ? all.find((one) => one.enquiryNo === text(header.enquiryNo)) : undefined;
  if (traCheck === 2 && !existing) return refusal(`There is no enquiry ${text(header.enquiryNo)}.`);
  if (existing && text(header.status) === 'CLOSED') {
    const problem = actionProblem(existing.status, 'CLOSE', existing.enquiryNo);
    if (problem) return refusal(problem);
    const reason = text(header.closedReason);
    if (reason === '') return refusal('Say why the enquiry is closed.');
    await writeEnquiry(company, {
      ...existing,
      status: statusAfter(existing.status, 'CLOSE'),
      closedReason: reason,
      closedOn: today,
      followUpDate: '',
    });
    await logSchool(session, 'frontdesk', 'Closed', 'Enquiry', existing.enquiryNo, reason);
    return HttpResponse.json({ result: 'OK', seq: existing.enquiryNo, recordId: existing.enquiryNo });
  }
  if (existing) {
    const problem = actionProblem(existing.status, 'EDIT', existing.enquiryNo);
    if (problem) return refusal(problem);
  }
  const input = {
    parentName: text(header.parentName),
    childName: text(header.childName),
    phone: text(header.phone),
    email: text(header.email),
    classSought: text(header.classSought),
    source: text(header.source),
    followUpDate: wireDay(header.followUpDate),
    remarks: text(header.remarks),
  };
  const { school } = offeredIn(company);
  // A follow-up date already stored (now past) may stay; a new or changed one is never in the past.
  const keepsDate = existing !== undefined && input.followUpDate === existing.followUpDate;
  const problem = first(enquiryProblems(keepsDate ? { ...input, followUpDate: '' } : input, today, school));
  if (problem) return refusal(problem);
  const enquiry: Enquiry = existing
    ? { ...existing, ...input, source: input.source as EnquirySource }
    : {
        ...input,
        source: input.source as EnquirySource,
        enquiryNo: nextYearNumber(
          FD_PREFIXES.enquiry,
          today,
          all.map((one) => one.enquiryNo),
        ),
        date: today,
        status: 'OPEN',
        followUps: [],
        admissionNo: '',
        closedReason: '',
        closedOn: '',
        by: session.userName,
      };
  await writeEnquiry(company, enquiry);
  await logSchool(
    session,
    'frontdesk',
    existing ? 'Changed' : 'Taken',
    'Enquiry',
    enquiry.enquiryNo,
    `${enquiry.parentName}: ${enquiry.classSought}`,
  );
  return HttpResponse.json({ result: 'OK', seq: enquiry.enquiryNo, recordId: enquiry.enquiryNo });
}

/**
 * SetFDCallFollowUp `{ header: { enquiryNo, note, nextDate } }`: a follow-up line today; the next date becomes the
 * enquiry's.
 */
export async function saveFollowUp(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const header = headerOf(body);
  const today = schoolToday();
  const existing = (await enquiriesOf(session.companyCode)).find((one) => one.enquiryNo === text(header.enquiryNo));
  if (!existing) return refusal(`There is no enquiry ${text(header.enquiryNo)}.`);
  const blocked = actionProblem(existing.status, 'FOLLOW_UP', existing.enquiryNo);
  if (blocked) return refusal(blocked);
  const line = { note: text(header.note), nextDate: wireDay(header.nextDate) };
  const problem = first(followUpProblems(line, today));
  if (problem) return refusal(problem);
  const lineNo = Math.max(0, ...existing.followUps.map((one) => one.lineNo)) + 1;
  const enquiry: Enquiry = {
    ...existing,
    status: statusAfter(existing.status, 'FOLLOW_UP'),
    followUpDate: line.nextDate,
    followUps: [
      ...existing.followUps,
      { lineNo, date: today, note: line.note, nextDate: line.nextDate, by: session.userName },
    ],
  };
  await writeEnquiry(session.companyCode, enquiry);
  await logSchool(session, 'frontdesk', 'Followed up', 'Enquiry', enquiry.enquiryNo, line.note);
  return HttpResponse.json({ result: 'OK', seq: enquiry.enquiryNo, recordId: enquiry.enquiryNo });
}
