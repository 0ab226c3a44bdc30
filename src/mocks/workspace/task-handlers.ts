import { format } from 'date-fns';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { TASKS, TICKETS, type WorkKind, type WorkRecord } from '../../modules/workspace/tasks/work-kinds';
import { fieldText, nextWorkId, workProblems } from '../../modules/workspace/tasks/work-rules';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { requireSession } from '../core/sessions/auth';
import { readJson, validationAnswer } from '../core/read-json';

const today = () => format(new Date(), 'yyyy-MM-dd');

interface Options {
  /** Where the company's records sit in the demo database (key: the record's id). */
  resource: string;
  /** The starting records (fetched on first use). */
  seed: (today: string) => Promise<readonly WorkRecord[]>;
  /** The list's order. */
  order: (a: WorkRecord, b: WorkRecord) => number;
  /** Fields the server sets on a new record (a ticket's raising day). */
  stamp?: (today: string) => Record<string, string>;
}

/** Only the kind's own fields, trimmed: anything else in the body is not stored. */
function pick(kind: WorkKind, record: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(kind.fields.map((field) => [field.name, fieldText(record, field.name)]));
}

/** The list and save calls of one kind, per company, seeded on first use. */
function workHandlers(kind: WorkKind, { resource, seed, order, stamp }: Options): HttpHandler[] {
  const signedIn = async (request: Request) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    await seedOnce(resource, session.companyCode, async () =>
      (await seed(today())).map((row) => ({ id: row.id, data: row })),
    );
    return session;
  };

  const list = http.post(`*/${kind.listEndpoint}`, async ({ request }) => {
    const session = await signedIn(request);
    if (session instanceof Response) return session;
    return HttpResponse.json((await listRecords<WorkRecord>(resource, session.companyCode)).sort(order));
  });

  const save = http.post(`*/${kind.saveEndpoint}`, async ({ request }) => {
    const session = await signedIn(request);
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const sent = body[kind.entity];
    const record = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : {};
    const traCheck = Number(body.traCheck);
    const company = session.companyCode;
    if (traCheck === 1) {
      const problems = workProblems(kind, record);
      if (Object.keys(problems).length > 0) return validationAnswer(problems);
      const rows = await listRecords<WorkRecord>(resource, company);
      const id = nextWorkId(
        kind.idPrefix,
        rows.map((row) => row.id),
      );
      await writeRecord(resource, company, id, { ...pick(kind, record), ...stamp?.(today()), id });
      return HttpResponse.json({ recordId: id, result: 'OK' });
    }
    const id = fieldText(record, 'id');
    const stored = await readRecord<WorkRecord>(resource, company, id);
    if (traCheck !== 2 && traCheck !== 3)
      return HttpResponse.json({
        result: `traCheck ${String(body.traCheck)} is not 1 (create), 2 (modify) or 3 (delete).`,
      });
    if (!stored)
      return HttpResponse.json({
        result: `There is no ${kind.entity} ${id || 'without an id'}: someone may have deleted it.`,
      });
    if (traCheck === 3) {
      await deleteRecord(resource, company, id);
      return HttpResponse.json({ recordId: id, result: 'OK' });
    }
    const problems = workProblems(kind, record);
    if (Object.keys(problems).length > 0) return validationAnswer(problems);
    await writeRecord(resource, company, id, { ...stored, ...pick(kind, record), id });
    return HttpResponse.json({ recordId: id, result: 'OK' });
  });

  return [list, save];
}

/**
 * The MIS tasks and tickets, per company (backend contract's convention): POST api/MisTasks/GetTasks
 * (usr) and SetTask {task, traCheck, usr}; POST api/MisTickets/GetTickets and SetTicket {ticket,
 * traCheck, usr}. traCheck 1 creates (the server numbers TSK-001 / TKT-001 and stamps a ticket's
 * `created`), 2 modifies, 3 deletes; a refusal answers {result: message}, field problems a 400.
 */
export const taskHandlers: HttpHandler[] = [
  ...workHandlers(TASKS, {
    resource: 'apps.tasks',
    seed: async (on) => (await import('./seeds/tasks')).demoTasks(on),
    order: (a, b) => (a.due ?? '').localeCompare(b.due ?? '') || a.id.localeCompare(b.id),
  }),
  ...workHandlers(TICKETS, {
    resource: 'apps.tickets',
    seed: async (on) => (await import('./seeds/tasks')).demoTickets(on),
    order: (a, b) => (b.created ?? '').localeCompare(a.created ?? '') || b.id.localeCompare(a.id),
    stamp: (day) => ({ created: day }),
  }),
];
