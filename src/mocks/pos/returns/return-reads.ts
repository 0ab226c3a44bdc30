import { http, HttpResponse, type JsonBodyType } from 'msw';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import type { Access } from '../../core/sessions/authorise';
import { periodOf } from './return-access';

interface Headed {
  header: { recordId: number; dat: string };
}

/** What the list and the get-one handlers of a return document read. */
interface ReturnReads<D extends Headed> {
  check: (request: Request, transaction: number, access: Access) => Promise<DemoSession | Response>;
  endpoints: { list: string; get: string };
  all: (companyCode: number) => Promise<D[]>;
  find: (companyCode: number, recordId: number) => Promise<D | undefined>;
  /** The get-one answer of a stored document. */
  answer: (companyCode: number, stored: D) => Promise<JsonBodyType> | JsonBodyType;
}

/** A period's headers (newest record first) and one document (null when it is not stored), behind the view right. */
export function returnReadHandlers<D extends Headed>(reads: ReturnReads<D>) {
  return [
    http.post(`*/${reads.endpoints.list}`, async ({ request }) => {
      const session = await reads.check(request, 0, 'read');
      if (session instanceof Response) return session;
      const { from, to } = periodOf(await readJson(request));
      const rows = (await reads.all(session.companyCode))
        .map((value) => value.header)
        .filter((header) => header.dat >= from && header.dat <= to);
      return HttpResponse.json(rows.sort((a, b) => b.recordId - a.recordId));
    }),
    http.post(`*/${reads.endpoints.get}`, async ({ request }) => {
      const session = await reads.check(request, 0, 'read');
      if (session instanceof Response) return session;
      const stored = await reads.find(session.companyCode, Number((await readJson(request)).recordId));
      return HttpResponse.json(stored ? await reads.answer(session.companyCode, stored) : null);
    }),
  ];
}
