import { format } from 'date-fns';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isDay, occursBetween } from '../../modules/workspace/calendar/calendar-dates';
import { CALENDAR_ENDPOINTS, type CalendarEvent } from '../../modules/workspace/calendar/calendar-types';
import { eventFrom, eventProblems, nextEventId } from '../../modules/workspace/calendar/event-rules';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { requireSession, type DemoSession } from '../core/sessions/auth';
import { readJson, validationAnswer } from '../core/read-json';

const RESOURCE = 'apps.calendar';

/** The signed-in session (its company's events seeded on first use), or the 401 answer. */
async function signedIn(request: Request): Promise<DemoSession | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  await seedOnce(RESOURCE, session.companyCode, async () =>
    (await import('./seeds/calendar'))
      .demoEvents(format(new Date(), 'yyyy-MM-dd'))
      .map((event) => ({ id: event.id, data: event })),
  );
  return session;
}

const list = http.post(`*/${CALENDAR_ENDPOINTS.list}`, async ({ request }) => {
  const session = await signedIn(request);
  if (session instanceof Response) return session;
  const { fromDate, toDate } = await readJson(request);
  const problems: Record<string, string> = {};
  if (!isDay(fromDate)) problems.fromDate = 'Give the first day as yyyy-MM-dd.';
  if (!isDay(toDate)) problems.toDate = 'Give the last day as yyyy-MM-dd.';
  else if (isDay(fromDate) && toDate < fromDate) problems.toDate = 'The last day cannot be before the first.';
  if (Object.keys(problems).length > 0 || !isDay(fromDate) || !isDay(toDate)) return validationAnswer(problems);
  const events = await listRecords<CalendarEvent>(RESOURCE, session.companyCode);
  return HttpResponse.json(
    events
      .filter((event) => occursBetween(event, fromDate, toDate))
      .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id)),
  );
});

const save = http.post(`*/${CALENDAR_ENDPOINTS.save}`, async ({ request }) => {
  const session = await signedIn(request);
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const sent = typeof body.event === 'object' && body.event !== null ? (body.event as Record<string, unknown>) : {};
  const traCheck = Number(body.traCheck);
  const company = session.companyCode;
  if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
    return HttpResponse.json({
      result: `traCheck ${String(body.traCheck)} is not 1 (create), 2 (modify) or 3 (delete).`,
    });
  const event = eventFrom(sent);
  if (traCheck === 1) {
    const problems = eventProblems(sent);
    if (Object.keys(problems).length > 0) return validationAnswer(problems);
    const taken = (await listRecords<CalendarEvent>(RESOURCE, company)).map((row) => row.id);
    const id = nextEventId(taken);
    await writeRecord(RESOURCE, company, id, { ...event, id });
    return HttpResponse.json({ recordId: id, result: 'OK' });
  }
  const stored = await readRecord<CalendarEvent>(RESOURCE, company, event.id);
  if (!stored)
    return HttpResponse.json({
      result: `There is no event ${event.id || 'without an id'}: someone may have deleted it.`,
    });
  if (traCheck === 3) {
    await deleteRecord(RESOURCE, company, event.id);
    return HttpResponse.json({ recordId: event.id, result: 'OK' });
  }
  const problems = eventProblems(sent);
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  await writeRecord(RESOURCE, company, event.id, event);
  return HttpResponse.json({ recordId: event.id, result: 'OK' });
});

/**
 * The calendar, per company (backend contract's convention): POST api/MisCalendar/GetEvents
 * {fromDate, toDate, usr} answers the events touching those days by start; SetEvent {event,
 * traCheck, usr} creates (1, the server numbers EVT-001...), modifies (2) or deletes (3). Field
 * problems answer a 400, a refusal {result: message}. Ten events are seeded around today.
 */
export const calendarHandlers: HttpHandler[] = [list, save];
