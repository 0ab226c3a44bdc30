import { vi } from 'vitest';
import { parseSessionRecord } from '../../../lib/session/parse-session-record';
import { resetDemoDb } from '../db/demo-db';
import { server } from '../../node';
import { DEMO_COMPANIES } from '../company/companies';
import { postLogin, signIn } from '../../testing/demo-requests';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await resetDemoDb();
});
afterAll(() => server.close());

describe('POST api/LoginControl/LoginVerification', () => {
  it('answers the complete session record with a token for the admin', async () => {
    const response = await postLogin({ customerCode: 1010, userName: 'admin', password: 'admin123' });
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const record = parseSessionRecord(body)!;
    expect(record).not.toBeNull();
    expect(record).toEqual(body); // nothing left to defaults: every field is sent
    expect(record.usr).toMatchObject({
      uCode: 'ADMIN',
      rCode: 'ADMINISTRATOR',
      bCode: 'E001',
      cCode: 1010,
      vCode: '1.0',
      pCode: 'D-RES',
      webCheck: '0',
      mobileCheck: '0',
    });
    expect(record.usr.kCode).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.addr.company).toBe('Spice Route Restaurant');
    expect(record.addr.branchName).not.toBe('');
    expect(record.roles).toEqual([]);
    expect(record.assg.map((a) => a.typ)).toEqual(expect.arrayContaining(['CAS', 'BAN', 'MOB', 'RES', 'BRA']));
    expect(record.sets.find((s) => s.setupCode === 'pur_ord')).toMatchObject({ branchId: 'PUR', setupValue: 2 });
    expect(record.sets.find((s) => s.setupCode === 'crm_enq')).toMatchObject({ branchId: 'CRM', setupValue: 1 });
    expect(record.sets).toHaveLength(8);
    expect(record.localCheck).toBe(false);
    expect(record.expiryMessage).toMatch(/^Licence valid till \d{2}-[A-Z][a-z]{2}-\d{4}$/);
  });

  it('gives the staff user a partial roles list without delete rights', async () => {
    const record = await signIn(1002, 'staff', 'staff123');
    expect(record.usr).toMatchObject({ uCode: 'STAFF', rCode: 'EMPLOYEE', pCode: 'D-COM' });
    expect(record.roles).toContainEqual({ moduleCode: 2, menuCode: 0, screenCode: 0, transCode: 1 });
    expect(record.roles.length).toBeGreaterThan(3);
    expect(record.roles.some((r) => r.transCode === 3)).toBe(false);
  });

  it('answers null for a wrong password', async () => {
    const response = await postLogin({ customerCode: 1001, userName: 'admin', password: 'wrong' });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('answers null for an unknown company or user', async () => {
    const noCompany = await postLogin({ customerCode: 9999, userName: 'admin', password: 'admin123' });
    expect(noCompany.status).toBe(200);
    expect(await noCompany.json()).toBeNull();
    const noUser = await postLogin({ customerCode: 1001, userName: 'ghost', password: 'admin123' });
    expect(await noUser.json()).toBeNull();
  });

  it('matches the user name case-insensitively', async () => {
    const record = await signIn(1001, 'ADMIN', 'admin123');
    expect(record.usr.uCode).toBe('ADMIN');
    expect((await signIn(1001, 'Staff', 'staff123')).usr.uCode).toBe('STAFF');
  });

  it('signs in to every demo company, including 13010 (restaurant edition)', async () => {
    for (const company of DEMO_COMPANIES) {
      const record = await signIn(company.code, 'admin', 'admin123');
      expect(record.usr).toMatchObject({ cCode: company.code, pCode: company.pCode });
    }
    expect(DEMO_COMPANIES.find((c) => c.code === 13010)?.pCode).toBe('D-RES');
  });

  it('refuses a body that is not a login request with 400, naming the field, as the contract says', async () => {
    // The contract guard says so on the console too: that is the point of it, and here it is expected.
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await postLogin({ userName: 'admin' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { customerCode: [expect.stringContaining('customerCode')] },
    });
    expect(said).toHaveBeenCalledWith(expect.stringContaining('api/LoginControl/LoginVerification'));
    said.mockRestore();
  });
});
