import type { Permission, SessionRecord, SetupEntry } from '../../../lib/session/session-types';
import { demoAssignments } from '../company/assignments';
import type { DemoCompany } from '../company/companies';
import type { DemoUserRecord } from '../company/users';

export const DEMO_BACKEND_VERSION = '1.0';

export interface SessionParts {
  roles: readonly Permission[];
  sets: readonly SetupEntry[];
  expiryMessage: string;
}

/** The complete record LoginVerification answers (stored by the client as `userdetails`). */
export function buildSessionRecord(
  company: DemoCompany,
  user: DemoUserRecord,
  token: string,
  parts: SessionParts,
): SessionRecord {
  return {
    usr: {
      // As the real server answers it: the user name in capitals (the header shows it to the person).
      uCode: user.userName.toUpperCase(),
      rCode: user.rCode,
      bCode: user.branch ?? company.bCode,
      cCode: company.code,
      kCode: token,
      vCode: DEMO_BACKEND_VERSION,
      pCode: company.pCode,
      webCheck: user.webCheck ?? '0',
      mobileCheck: user.mobileCheck ?? '0',
    },
    addr: { ...company.addr },
    roles: parts.roles.map((role) => ({ ...role })),
    assg: (user.assg ?? demoAssignments(company)).map((assignment) => ({ ...assignment })),
    sets: parts.sets.map((entry) => ({ ...entry })),
    localCheck: false,
    expiryMessage: parts.expiryMessage,
  };
}
