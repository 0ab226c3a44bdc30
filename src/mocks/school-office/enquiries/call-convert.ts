import { HttpResponse } from 'msw';
import { resourceSchema } from '../../../engine/resource-schema';
import { actionProblem, nextAdmissionNo, statusAfter } from '../../../modules/school-office/domain/enquiry-rules';
import type { Enquiry } from '../../../modules/school-office/domain/enquiry-types';
import { STUDENTS } from '../../../modules/school-office/resources/students';
import { writeRecord } from '../../core/record-store';
import type { DemoSession } from '../../core/sessions/auth';
import { enquiriesOf, writeEnquiry } from '../fd-store';
import { studentsOf } from '../../core/school/school-masters';
import { headerOf, logSchool, refusal, schoolCompany, schoolToday, text } from '../../core/school/school-session';
import { wireDay } from './enquiry-session';

/** The pupil a conversion creates, from the body's header (the screen prefilled it from the enquiry). */
function pupilOf(header: Record<string, unknown>, admissionNo: string, today: string): Record<string, unknown> {
  return {
    admissionNo,
    name: text(header.name),
    className: text(header.className),
    section: text(header.section) || 'A',
    gender: text(header.gender),
    dateOfBirth: wireDay(header.dateOfBirth),
    parentName: text(header.parentName),
    phone: text(header.phone),
    email: text(header.email),
    address: text(header.address),
    admissionDate: today,
    transport: false,
    active: true,
  };
}

/**
 * ConvertFDCall `{ recordId: enquiryNo, header: the pupil's fields }`. In the school: a frontdesk.students record with
 * the next ADM number (checked as the Students master checks it), the enquiry CONVERTED and pointing at it. Elsewhere
 * (the shares' entry) the enquiry is marked converted, with no pupil.
 */
export async function convertCall(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const company = session.companyCode;
  const today = schoolToday();
  const enquiryNo = text(body.recordId);
  const existing = (await enquiriesOf(company)).find((one) => one.enquiryNo === enquiryNo);
  if (!existing) return refusal(`There is no enquiry ${enquiryNo}.`);
  const blocked = actionProblem(existing.status, 'CONVERT', existing.enquiryNo);
  if (blocked) return refusal(blocked);
  let admissionNo = '';
  if (schoolCompany(company)) {
    const students = await studentsOf(company);
    admissionNo = nextAdmissionNo(
      today,
      students.map((one) => one.admissionNo),
    );
    const parsed = resourceSchema(STUDENTS).safeParse(pupilOf(headerOf(body), admissionNo, today));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const label =
        STUDENTS.fields.find((field) => field.name === String(issue.path[0]))?.label ?? String(issue.path[0]);
      return refusal(`${label}: ${issue.message}`);
    }
    await writeRecord(STUDENTS.name, company, admissionNo, parsed.data);
  }
  const enquiry: Enquiry = {
    ...existing,
    status: statusAfter(existing.status, 'CONVERT'),
    admissionNo,
    followUpDate: '',
    closedOn: today,
  };
  await writeEnquiry(company, enquiry);
  await logSchool(
    session,
    'frontdesk',
    'Converted',
    'Enquiry',
    enquiry.enquiryNo,
    admissionNo ? `Admitted as ${admissionNo}` : 'Converted',
  );
  return HttpResponse.json({ result: 'OK', seq: admissionNo || enquiry.enquiryNo, recordId: enquiry.enquiryNo });
}
