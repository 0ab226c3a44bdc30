import type { NamedCode } from '../../kits/billing/domain/master-types';
import { byKeys } from '../../modules/pos/reports/sales-query';
import { findDemoCompany } from '../core/company/companies';
import { demoAssignments } from '../core/company/assignments';
import type { DemoSession } from '../core/sessions/auth';
import { isAdmin } from '../core/billing/billing-access';

/**
 * The outlets whose figures a user may see: an administrator every outlet of the master (a withdrawn one too: its
 * old bills are still reported); anyone else the outlets of their `assg` rows typ RES (contract 01-pos: the outlets
 * they may bill in), or every outlet when none of those rows names one of the master, as billing's userOutlets does.
 */
export function outletsSeen(session: DemoSession, every: readonly NamedCode[]): NamedCode[] {
  if (isAdmin(session)) return [...every];
  const company = findDemoCompany(session.companyCode);
  const assigned = new Set(
    (session.user.assg ?? (company ? demoAssignments(company) : []))
      .filter((row) => row.typ === 'RES')
      .map((row) => row.code),
  );
  const mine = every.filter((outlet) => assigned.has(outlet.code));
  return mine.length > 0 ? mine : [...every];
}

/**
 * The outlets a report covers, by name: the one asked for, else (none asked: the contract's report bodies carry no
 * outlet, so the server reports the whole branch) every outlet the user may see. Null when the user may not see
 * the one asked for; a code the master does not know is covered as itself (it has no figures).
 */
export function reportOutlets(session: DemoSession, every: readonly NamedCode[], asked: string): NamedCode[] | null {
  const seen = outletsSeen(session, every).sort(
    byKeys(
      (outlet) => outlet.name,
      (outlet) => outlet.code,
    ),
  );
  if (asked === '') return seen;
  const known = every.find((outlet) => outlet.code === asked);
  if (!known) return [{ code: asked, name: asked }];
  return seen.some((outlet) => outlet.code === asked) ? [known] : null;
}
