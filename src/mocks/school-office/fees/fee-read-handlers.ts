import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_ROUTES as API } from '../../../modules/school-office/domain/fd-routes';
import type { FeeRequirements } from '../../../modules/school-office/domain/fee-ledger-types';
import { classCodeOf } from '../../../kits/school/class-code';
import { readJson } from '../../core/read-json';
import { reportDate } from '../../core/server-dates';
import { sourceAccounts } from '../../core/accounting/payment-sources';
import { feeBooksOf } from '../../core/school/fee-ledger-source';
import { studentsOf } from '../../core/school/school-masters';
import { schoolSession, schoolToday, text } from '../../core/school/school-session';
import { mayConcede } from '../../core/school/fee-receipt-save';
import { ledgerView } from './fee-ledger-view';

/** The fee collection's reads (view right on fd-feestra) and the fee ledger's (view right on fd-students2). */
export const feeReadHandlers = [
  // `detail: 'ledger'`: the fee ledger screen's pupils (its own view right).
  http.post(`*/${API.feeRequirements}`, async ({ request }) => {
    const ledger = text((await readJson(request)).detail) === 'ledger';
    const session = await schoolSession(
      request,
      ledger ? FRONT_DESK.fdStudents2 : FRONT_DESK.fdFeestra,
      TRANSACTION.view,
      'read',
    );
    if (session instanceof Response) return session;
    const pupils = (await studentsOf(session.companyCode))
      .map((student) => ({
        admissionNo: student.admissionNo,
        name: student.name,
        classCode: classCodeOf(student),
        active: student.active,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.admissionNo.localeCompare(b.admissionNo));
    const answer: FeeRequirements = {
      today: schoolToday(),
      pupils,
      accounts: sourceAccounts(session),
      canConcede: mayConcede(session),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.studentDues}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdFeestra, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    // A receipt is dated the server's today: the fine preview is as on that day unless the screen asks for another.
    const asOn = reportDate(body.frmDate) ?? schoolToday();
    return HttpResponse.json(ledgerView(await feeBooksOf(session.companyCode), text(body.detail), asOn));
  }),
  http.post(`*/${API.feeLedger}`, async ({ request }) => {
    const session = await schoolSession(request, FRONT_DESK.fdStudents2, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return HttpResponse.json(
      ledgerView(await feeBooksOf(session.companyCode), text(body.detail), reportDate(body.frmDate) ?? schoolToday()),
    );
  }),
];
