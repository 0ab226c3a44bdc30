import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { HRD } from '../../../menus/catalogue/hrd';
import type { HrdResume } from '../../../modules/hrd/domain/recruitment-records';
import type { GenderCode } from '../../../modules/hrd/domain/employee-types';
import { HRD_ROUTES } from '../../../modules/hrd/domain/hrd-routes';
import { nextDocumentNumber, nextRecordId } from '../../../modules/hrd/domain/recruit-numbers';
import {
  duplicateResume,
  resumeProblems,
  resumeStatus,
  type ResumeInput,
} from '../../../modules/hrd/domain/recruit-resume';
import type { ResumeAnswer, ResumeRow } from '../../../modules/hrd/domain/recruit-types';
import { deleteRecord, writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { HRD_STORE, idOf } from '../hrd-store';
import { hrdSession, hrdToday, refusal } from '../hrd-session';
import { day, designationChoices, list, num, obj, recruitment, text } from './recruit-read';
import { recruitSaveRoute } from './recruit-save-route';

const SCREEN = HRD.hrdresume;

/** The resume of a SetHRDResume body (`{ header, curriculum, experience }`), as typed. */
function resumeInput(body: Record<string, unknown>): ResumeInput {
  const header = obj(body.header);
  return {
    appDate: day(header.appDate),
    nameOfCandidate: text(header.nameOfCandidate),
    surName: text(header.surName),
    fatherName: text(header.fatherName),
    dob: day(header.dob),
    gender: num(header.gender) as GenderCode,
    expectedSalary: num(header.expectedSalary ?? 0),
    city: text(header.city),
    mobile: text(header.mobile),
    email: text(header.email),
    designation: num(header.designation),
    curriculum: list(body.curriculum).map((line, index) => ({
      lineid: index + 1,
      frmyear: text(line.frmyear),
      toyear: text(line.toyear),
      qual: text(line.qual),
      board: text(line.board),
    })),
    experience: list(body.experience).map((line, index) => ({
      lineid: index + 1,
      frmyear: text(line.frmyear),
      toyear: text(line.toyear),
      designation: text(line.designation),
      organisation: text(line.organisation),
    })),
  };
}

/** SetHRDResume: create (1), modify (2), delete (3: refused once the resume was called to an interview). */
async function save(session: DemoSession, body: Record<string, unknown>, traCheck: number): Promise<Response> {
  const { resumes, interviews } = await recruitment(session.companyCode);
  const recordId = num(obj(body.header).recordId);
  const existing = resumes.find((one) => one.recordId === recordId);
  if (traCheck !== 1 && !existing) return refusal('There is no such resume.');
  if (traCheck === 3) {
    const called = interviews.find(
      (interview) => !interview.cancelled && interview.candidates.some((one) => one.resumeId === recordId),
    );
    if (called) return refusal(`Resume ${existing!.seq} is in interview ${called.seq}: it cannot be deleted.`);
    await deleteRecord(HRD_STORE.resumes, session.companyCode, idOf(recordId));
    return HttpResponse.json({ result: 'OK', recordId });
  }
  const input = resumeInput(body);
  const today = hrdToday();
  const problems = Object.values(
    resumeProblems(input, today, new Set((await designationChoices(session.companyCode)).map((one) => one.recordId))),
  );
  if (problems.length > 0) return refusal(problems.join('; '));
  if (
    existing &&
    existing.designation !== input.designation &&
    interviews.some(
      (interview) => !interview.cancelled && interview.candidates.some((one) => one.resumeId === recordId),
    )
  )
    return refusal(`Resume ${existing.seq} was called to an interview for its post: the post cannot change.`);
  const twin = duplicateResume(input, existing?.recordId ?? 0, resumes, interviews);
  if (twin) return refusal(twin);
  const resume: HrdResume = existing
    ? { ...existing, ...input }
    : {
        ...input,
        recordId: nextRecordId(resumes.map((one) => one.recordId)),
        seq: nextDocumentNumber(
          'RES',
          today,
          resumes.map((one) => one.seq),
        ),
        dat: today,
      };
  await writeRecord(HRD_STORE.resumes, session.companyCode, idOf(resume.recordId), resume);
  return HttpResponse.json({ result: 'OK', recordId: resume.recordId, seq: resume.seq });
}

export const resumeHandlers = [
  http.post(`*/${HRD_ROUTES.resumeList}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = day(body.frmDate) || '0000-01-01';
    const to = day(body.toDate) || '9999-12-31';
    const { resumes, interviews } = await recruitment(session.companyCode);
    const posts = new Map(
      (await designationChoices(session.companyCode)).map((one) => [one.recordId, one.designation]),
    );
    const rows: ResumeRow[] = resumes
      .filter((one) => one.appDate >= from && one.appDate <= to)
      .sort((a, b) => b.appDate.localeCompare(a.appDate) || b.recordId - a.recordId)
      .map(
        (
          { recordId, seq, dat, appDate, nameOfCandidate, surName, mobile, email, city, designation, expectedSalary },
          index,
          all,
        ) => ({
          recordId,
          seq,
          dat,
          appDate,
          nameOfCandidate,
          surName,
          mobile,
          email,
          city,
          designation,
          designationName: posts.get(designation) ?? '',
          expectedSalary,
          status: resumeStatus(all[index]!, interviews),
        }),
      );
    return HttpResponse.json(rows);
  }),
  http.post(`*/${HRD_ROUTES.resume}`, async ({ request }) => {
    const session = await hrdSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const recordId = num((await readJson(request)).recordId);
    const found = (await recruitment(session.companyCode)).resumes.find((one) => one.recordId === recordId);
    const designations = await designationChoices(session.companyCode);
    if (!found)
      return HttpResponse.json({ header: null, curriculum: [], experience: [], designations } satisfies ResumeAnswer);
    const { curriculum, experience, ...header } = found;
    return HttpResponse.json({ header, curriculum, experience, designations } satisfies ResumeAnswer);
  }),
  recruitSaveRoute(HRD_ROUTES.setResume, SCREEN, 'Say whether the resume is created, changed or deleted.', save),
];
