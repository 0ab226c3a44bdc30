import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../menus/catalogue/admin';
import { CRM } from '../../../menus/catalogue/crm';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { HRD } from '../../../menus/catalogue/hrd';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { resetDemoDb } from '../db/demo-db';
import { reachOf, screenFor } from './notice-access';
import { noticeSession } from './notice-test-kit';

afterEach(() => resetDemoDb());

describe('who a notice reaches', () => {
  it('follows the edition: the hotel reaches its C-Form queue, the school neither that nor purchasing', async () => {
    const hotel = reachOf(await noticeSession(1001));
    const school = reachOf(await noticeSession(1004));
    expect(screenFor(hotel, [FRONT_OFFICE.cformQueue, FRONT_OFFICE.cform], 'modify')).toBe(FRONT_OFFICE.cformQueue);
    expect(screenFor(school, [FRONT_OFFICE.cformQueue, FRONT_OFFICE.cform], 'modify')).toBeUndefined();
    expect(screenFor(school, [PROCUREMENT.purRequests], 'create')).toBeUndefined();
    expect(screenFor(school, [FRONT_DESK.fdFeestra], 'create')).toBe(FRONT_DESK.fdFeestra);
  });

  it('follows the rights: a clerk gets what their role may deal with, and no more', async () => {
    const schoolClerk = reachOf(await noticeSession(1004, 'staff'));
    expect(schoolClerk.may(FRONT_DESK.fdFeestra, 'create')).toBe(true);
    expect(schoolClerk.may(FRONT_OFFICE.cformQueue, 'modify')).toBe(false);
    const hotelClerk = reachOf(await noticeSession(1001, 'staff'));
    expect(hotelClerk.may(FRONT_OFFICE.cformQueue, 'modify')).toBe(true);
    // The trading company's staff approve leave but not purchase orders; its administrator approves both.
    const staff = reachOf(await noticeSession(1002, 'staff'));
    const admin = reachOf(await noticeSession(1002));
    expect(staff.may(HRD.hrdLeaveApproval, 'approve')).toBe(true);
    expect(staff.may(PROCUREMENT.purOrderApprovals)).toBe(false);
    expect(admin.may(PROCUREMENT.purOrderApprovals)).toBe(true);
    expect(reachOf(await noticeSession(1009, 'staff')).may(CRM.crmOrderApproval, 'approve')).toBe(false);
    expect(reachOf(await noticeSession(1009)).may(CRM.crmOrderApproval, 'approve')).toBe(true);
  });

  it('gives the licence to administrators of editions with an admin menu only', async () => {
    expect(reachOf(await noticeSession(1010)).may(ADMIN.license)).toBe(true);
    expect(reachOf(await noticeSession(1010, 'staff')).may(ADMIN.license)).toBe(false);
    // The school's edition has no admin menu (spec "Menu by product").
    expect(reachOf(await noticeSession(1004)).may(ADMIN.license)).toBe(false);
  });

  it('reaches nothing for a company the backend does not know', async () => {
    expect(reachOf({ ...(await noticeSession(1001)), companyCode: 4242 }).routes.size).toBe(0);
  });
});
