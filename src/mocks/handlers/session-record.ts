import type { SessionRecord } from '../../lib/session/session-types';
import { demoAssignments } from '../seed/assignments';
import type { DemoCompany } from '../seed/companies';
import { DEMO_SETUP_ENTRIES } from '../seed/setup-entries';
import type { DemoUserRecord } from '../seed/users';

export const DEMO_BACKEND_VERSION = '1.0';

/** The complete record LoginVerification answers (stored by the client as `userdetails`). */
export function buildSessionRecord(company: DemoCompany, user: DemoUserRecord, token: string): SessionRecord {
  return {
    usr: {
      uCode: user.uCode,
      rCode: user.rCode,
      bCode: company.bCode,
      cCode: company.code,
      kCode: token,
      vCode: DEMO_BACKEND_VERSION,
      pCode: company.pCode,
      webCheck: '0',
      mobileCheck: '0',
    },
    addr: { ...company.addr },
    roles: user.roles.map((role) => ({ ...role })),
    assg: demoAssignments(company),
    sets: DEMO_SETUP_ENTRIES.map((entry) => ({ ...entry })),
    localCheck: false,
    expiryMessage: company.expiryMessage,
  };
}
