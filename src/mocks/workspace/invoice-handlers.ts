import { format } from 'date-fns';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { invoiceSchema, problemsByPath } from '../../modules/workspace/invoices/invoice-schema';
import type { Invoice } from '../../modules/workspace/invoices/invoice-types';
import { deleteRecord, listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { requireSession } from '../core/sessions/auth';
import { readJson, validationAnswer } from '../core/read-json';
import { DEMO_COMPANIES } from '../core/company/companies';

/** The records-store name of a company's invoices (key: the invoice id). */
const RESOURCE = 'apps.invoices';

/** The signed-in user's company, its invoices seeded on first use; or the 401 answer. */
async function companyOf(request: Request): Promise<number | Response> {
  const session = await requireSession(request);
  if (session instanceof Response) return session;
  const { companyCode } = session;
  await seedOnce(RESOURCE, companyCode, async () => {
    const company = DEMO_COMPANIES.find((candidate) => candidate.code === companyCode);
    if (!company) return [];
    const { seedInvoices } = await import('./seeds/invoices');
    return seedInvoices(company.name, company.addr, format(new Date(), 'yyyy-MM-dd')).map((invoice) => ({
      id: invoice.id,
      data: invoice,
    }));
  });
  return companyCode;
}

const notFound = (id: string) => HttpResponse.json({ message: `There is no invoice ${id}.` }, { status: 404 });

/** The body as a checked invoice, or the 400 answer naming each broken field. */
async function checkedInvoice(request: Request): Promise<Invoice | Response> {
  const result = invoiceSchema.safeParse(await readJson(request));
  return result.success ? result.data : validationAnswer(problemsByPath(result.error));
}

/** The stored invoice whose id matches without case (ids never differ only in case). */
async function findInvoice(companyCode: number, id: string): Promise<Invoice | undefined> {
  const exact = await readRecord<Invoice>(RESOURCE, companyCode, id);
  if (exact) return exact;
  const wanted = id.toLowerCase();
  return (await listRecords<Invoice>(RESOURCE, companyCode)).find((invoice) => invoice.id.toLowerCase() === wanted);
}

/** Newest order first, then by id. */
const byDateDescending = (a: Invoice, b: Invoice) =>
  a.orderDate === b.orderDate ? a.id.localeCompare(b.id) : a.orderDate < b.orderDate ? 1 : -1;

/** REST calls of the invoices app (spec section 7): list, read, create with the client's id, replace whole, delete. */
export const invoiceHandlers: HttpHandler[] = [
  http.get('*/api/invoices', async ({ request }) => {
    const companyCode = await companyOf(request);
    if (companyCode instanceof Response) return companyCode;
    return HttpResponse.json((await listRecords<Invoice>(RESOURCE, companyCode)).sort(byDateDescending));
  }),
  http.get('*/api/invoices/:id', async ({ request, params }) => {
    const companyCode = await companyOf(request);
    if (companyCode instanceof Response) return companyCode;
    const id = String(params.id);
    const invoice = await readRecord<Invoice>(RESOURCE, companyCode, id);
    return invoice ? HttpResponse.json(invoice) : notFound(id);
  }),
  http.post('*/api/invoices', async ({ request }) => {
    const companyCode = await companyOf(request);
    if (companyCode instanceof Response) return companyCode;
    const invoice = await checkedInvoice(request);
    if (invoice instanceof Response) return invoice;
    const clash = await findInvoice(companyCode, invoice.id);
    if (clash)
      return HttpResponse.json(
        { message: `There is already an invoice ${clash.id}: save again to get another id.` },
        { status: 409 },
      );
    await writeRecord(RESOURCE, companyCode, invoice.id, invoice);
    return HttpResponse.json(invoice, { status: 201 });
  }),
  http.put('*/api/invoices/:id', async ({ request, params }) => {
    const companyCode = await companyOf(request);
    if (companyCode instanceof Response) return companyCode;
    const id = String(params.id);
    const invoice = await checkedInvoice(request);
    if (invoice instanceof Response) return invoice;
    if (invoice.id !== id) return validationAnswer({ id: `The invoice sent is ${invoice.id}, not ${id}.` });
    if (!(await readRecord<Invoice>(RESOURCE, companyCode, id))) return notFound(id);
    await writeRecord(RESOURCE, companyCode, id, invoice);
    return HttpResponse.json(invoice);
  }),
  http.delete('*/api/invoices/:id', async ({ request, params }) => {
    const companyCode = await companyOf(request);
    if (companyCode instanceof Response) return companyCode;
    const id = String(params.id);
    if (!(await readRecord<Invoice>(RESOURCE, companyCode, id))) return notFound(id);
    await deleteRecord(RESOURCE, companyCode, id);
    return HttpResponse.json({ result: 'OK' });
  }),
];
