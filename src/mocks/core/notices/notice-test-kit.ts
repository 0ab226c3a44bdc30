import { permissionsOf } from '../company/roles-store';
import type { DemoSession } from '../sessions/auth';

/** A demo session as the handlers see it, for the notice tests: a company's admin or staff with their role's rights. */
export async function noticeSession(companyCode: number, userName: 'admin' | 'staff' = 'admin'): Promise<DemoSession> {
  const rCode = userName === 'admin' ? 'ADMINISTRATOR' : 'EMPLOYEE';
  return {
    companyCode,
    userName,
    user: { companyCode, userName, uCode: userName === 'admin' ? 'U001' : 'U002', rCode, passwordHash: '' },
    roles: await permissionsOf(companyCode, rCode),
  };
}

/** A rule's context on a chosen day (noon of it, local). */
export async function noticeContext(companyCode: number, today: string, userName: 'admin' | 'staff' = 'admin') {
  return {
    session: await noticeSession(companyCode, userName),
    companyCode,
    today,
    now: new Date(`${today}T12:00:00`),
  };
}
