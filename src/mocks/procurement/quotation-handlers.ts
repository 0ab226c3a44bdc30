import { HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { QUOTATION_ENDPOINTS as API } from '../../modules/procurement/quotations/quotation-endpoints';
import { wireDay } from '../../lib/format/wire-day';
import { readJson } from '../core/read-json';
import { documentCalls, post } from './document-calls';
import { readCheck } from './enquiry-access';
import { changeQuotation, createQuotation } from './quotation-save';
import { quotationAnswer, quotationRequirements, quotationRows } from './quotation-views';
import { member } from '../core/body-members';

const calls = documentCalls('purQuotations', changeQuotation);
const { check } = calls;

const requirements = calls.requirements(API.requirements, quotationRequirements);

const rows = (endpoint: string, pendingOnly: boolean) =>
  post(endpoint, async (request) => {
    const body = await readJson(request);
    const session = pendingOnly
      ? await check(request, TRANSACTION.approve, 'read')
      : await readCheck('purQuotations', request);
    if (session instanceof Response) return session;
    const from = wireDay(member(body, 'frmDate')) ?? '0000-01-01';
    const to = wireDay(member(body, 'toDate')) ?? '9999-12-31';
    return HttpResponse.json(await quotationRows(session.companyCode, from, to, pendingOnly));
  });

const one = calls.one(API.one, quotationAnswer);

const save = calls.save(API.save, createQuotation);

const approve = calls.approve(API.approve);

/** The purchase quotations' calls (contract 03 section 3). */
export const quotationHandlers = [
  requirements,
  rows(API.list, false),
  rows(API.approvalQueue, true),
  one,
  save,
  approve,
];
