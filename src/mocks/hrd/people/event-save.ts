import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { nextDocumentNumber, nextRecordId } from '../../../modules/hrd/domain/recruit-numbers';
import { writeRecord } from '../../core/record-store';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { employeesOf } from '../../core/people/hrd-masters';
import { idOf } from '../hrd-store';
import { hrdSession, hrdToday, hrdWrite, refusal } from '../hrd-session';
import { num, obj } from '../recruitment/recruit-read';
import { seedPeople } from './people-seeds';

type Numbered = { recordId: number; seq: string; dat: string };

/** What a training or a meeting tells the shared save route. */
export interface EventKind<T extends Numbered, I extends Omit<T, keyof Numbered>> {
  /** The body's key of the record, and the word of the refusal. */
  name: 'training' | 'meeting';
  route: string;
  screen: ScreenDeclaration;
  /** The demo database's table and the number series (TRN, MET). */
  store: string;
  series: 'TRN' | 'MET';
  storedOf: (companyCode: number) => Promise<T[]>;
  inputOf: (row: Record<string, unknown>) => I;
  problemsOf: (input: I, employees: ReadonlyMap<number, HrdEmployee>, today: string) => Record<string, string>;
}

/** A create (1) or modify (2) of a training or a meeting: checked, numbered TRN/MET<yyyy>-00001 on create. */
async function saveEvent<T extends Numbered>(
  session: DemoSession,
  kind: { store: string; series: 'TRN' | 'MET' },
  stored: readonly T[],
  recordId: number,
  traCheck: number,
  record: Omit<T, keyof Numbered>,
  problems: string[],
): Promise<Response> {
  const existing = stored.find((one) => one.recordId === recordId);
  if (traCheck === 2 && !existing) return refusal('There is no such record to change.');
  if (problems.length > 0) return refusal(problems.join('; '));
  const today = hrdToday();
  const saved = {
    ...record,
    recordId: existing?.recordId ?? nextRecordId(stored.map((one) => one.recordId)),
    seq:
      existing?.seq ??
      nextDocumentNumber(
        kind.series,
        today,
        stored.map((one) => one.seq),
      ),
    dat: existing?.dat ?? today,
  };
  await writeRecord(kind.store, session.companyCode, idOf(saved.recordId), saved);
  return HttpResponse.json({ result: 'OK', recordId: saved.recordId, seq: saved.seq });
}

/** The save route of a training or a meeting: create (1) with the create right, modify (2) with the modify right. */
export function eventSaveRoute<T extends Numbered, I extends Omit<T, keyof Numbered>>(kind: EventKind<T, I>) {
  return http.post(`*/${kind.route}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = num(body.traCheck);
    if (traCheck !== 1 && traCheck !== 2) return refusal(`A ${kind.name} is created or changed; it is kept once held.`);
    const right = traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify;
    const session = await hrdSession(request, kind.screen, right, 'write');
    if (session instanceof Response) return session;
    return hrdWrite(request, session, async () => {
      await seedPeople(session.companyCode);
      const row = obj(body[kind.name]);
      const input = kind.inputOf(row);
      const employees = new Map((await employeesOf(session.companyCode)).map((one) => [one.recordId, one]));
      const problems = Object.values(kind.problemsOf(input, employees, hrdToday()));
      const stored = await kind.storedOf(session.companyCode);
      return saveEvent<T>(session, kind, stored, num(row.recordId), traCheck, input, problems);
    });
  });
}
