import { sessionRecordFixture } from '../session/session-record.fixture';
import type { Permission, SessionRecord } from '../session/session-types';
import { can, canVendorScreen, isAdministrator } from './can';
import { code } from './permission-code';

function sessionAs(rCode: string, roles: Permission[]): SessionRecord {
  const record = sessionRecordFixture();
  return { ...record, usr: { ...record.usr, rCode }, roles };
}

describe('can', () => {
  it('lets an administrator do everything, whatever the letter case of the role', () => {
    for (const rCode of ['ADMINISTRATOR', 'administrator', 'Administrator', ' AdMiNiStRaToR ']) {
      const admin = sessionAs(rCode, []);
      expect(isAdministrator(admin)).toBe(true);
      expect(can(admin, code(1, 2, 3, 98))).toBe(true);
    }
  });

  it('lets any other role do only what an exact four-part entry grants', () => {
    const staff = sessionAs('EMPLOYEE', [code(1, 2, 3, 1)]);
    expect(isAdministrator(staff)).toBe(false);
    expect(can(staff, code(1, 2, 3, 1))).toBe(true);
    expect(can(staff, code(1, 2, 3, 2))).toBe(false);
    expect(can(staff, code(1, 2, 4, 1))).toBe(false);
    expect(can(staff, code(1, 3, 3, 1))).toBe(false);
    expect(can(staff, code(7, 2, 3, 1))).toBe(false);
  });

  it('gives a role with no roles list, and no session at all, nothing', () => {
    expect(can(sessionAs('EMPLOYEE', []), code(1, 0, 0, 1))).toBe(false);
    expect(can(null, code(1, 0, 0, 1))).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });

  it('does not treat a role merely containing the word as administrator', () => {
    expect(can(sessionAs('SUB-ADMINISTRATOR', []), code(1, 1, 1))).toBe(false);
  });
});

describe('canVendorScreen', () => {
  it('matches on the screen code alone', () => {
    const staff = sessionAs('EMPLOYEE', [code(2, 3, 888, 7)]);
    expect(canVendorScreen(staff, 888)).toBe(true);
    expect(canVendorScreen(staff, 444)).toBe(false);
    expect(canVendorScreen(sessionAs('administrator', []), 444)).toBe(true);
    expect(canVendorScreen(null, 888)).toBe(false);
  });
});
