import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FD_ROUTES } from '../../../modules/school-office/domain/fd-routes';
import { ENQUIRY_SOURCES } from '../../../modules/school-office/domain/enquiry-rules';
import { STANDARDS } from '../../../kits/school/school-year';
import { findDemoCompany } from '../../core/company/companies';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { enquirySession } from './enquiry-session';

/** What a shares house's enquirers are interested in (D-SHA, the shared entry route). */
const SHARE_INTERESTS = [
  'Demat and trading account',
  'Equity delivery',
  'Intraday and F&O',
  'Mutual funds',
  'IPO applications',
  'Portfolio advice',
];

/**
 * What an enquiry may be about in the company: the school's standards, a shares house's products, else free text ([]).
 */
export function offeredIn(companyCode: number): { school: boolean; offered: string[] } {
  if (schoolCompany(companyCode)) return { school: true, offered: [...STANDARDS] };
  return { school: false, offered: findDemoCompany(companyCode)?.pCode === 'D-SHA' ? SHARE_INTERESTS : [] };
}

/** GetFDCallRequirements `{}` → `{ today, school, offered, sources }`. */
export const callRequirementsHandler = http.post(`*/${FD_ROUTES.callRequirements}`, async ({ request }) => {
  const session = await enquirySession(request, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json({ today: schoolToday(), ...offeredIn(session.companyCode), sources: ENQUIRY_SOURCES });
});
