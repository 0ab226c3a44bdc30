import { addDays, format, parseISO, subDays } from 'date-fns';
import { addPaise, fromPaise, sumPaise } from '../../../lib/money/money';
import { planNightAudit, type PlannedNight } from '../../../modules/frontoffice/audit/domain/night-audit';
import type { Stay } from '../../../modules/frontoffice/domain/stay-types';
import { findDemoCompany } from '../../core/company/companies';
import { listRecords, seedOnce } from '../../core/record-store';
import { serverToday } from '../../core/server-dates';
import { seedAuditNights } from '../audit/post-audit-nights';
import { FO_STORE, foSettingsOf, startingStaysSeeded, type NightAuditRecord } from '../fo-store';
import { isHotel } from './rich';

const AUDITED_AT = 'T23:40:00';

/** One night's audit record, as the night audit writes it, for the nights charged on it. */
function auditOf(dat: string, nights: readonly PlannedNight[]): NightAuditRecord {
  return {
    dat,
    at: `${dat}${AUDITED_AT}`,
    user: 'admin',
    roomsPosted: nights.length,
    roomRevenue: fromPaise(sumPaise(nights.map((night) => night.amount))),
    taxes: fromPaise(sumPaise(nights.map((night) => addPaise(night.cgst, night.sgst)))),
    noShows: [],
    dueOutsNotLeft: [],
    voucher: '',
  };
}

/**
 * The nights the hotel's starting guests stayed before today, audited night by night as the night audit would have
 * done: each night's folio line and voucher (guest ledger, room revenue, CGST and SGST), and an audit record for every
 * night from the first guest's arrival to yesterday, so the hotel date is today and the folios carry what the guests
 * owe. The hotel edition (D-MIN) only.
 */
export async function ensureNightHistory(companyCode: number): Promise<void> {
  const company = findDemoCompany(companyCode);
  if (!company || !isHotel(company)) return;
  await seedOnce(FO_STORE.audits, companyCode, async () => {
    await startingStaysSeeded(companyCode);
    const [stays, settings] = await Promise.all([
      listRecords<Stay>(FO_STORE.stays, companyCode),
      foSettingsOf(companyCode),
    ]);
    const yesterday = format(subDays(parseISO(serverToday()), 1), 'yyyy-MM-dd');
    const open = stays.filter((stay) => stay.status === 'IN_HOUSE');
    const plan = planNightAudit({ stays: open, lines: [], reservations: [], date: yesterday, settings });
    await seedAuditNights(companyCode, plan.nights, (night) => `${night}${AUDITED_AT}`);
    const first = open.map((stay) => stay.arrival.slice(0, 10)).sort()[0];
    const records: NightAuditRecord[] = [];
    for (let day = first ?? yesterday; first && day <= yesterday; day = nextDay(day))
      records.push(
        auditOf(
          day,
          plan.nights.filter((night) => night.night === day),
        ),
      );
    return records.map((record) => ({ id: record.dat, data: record }));
  });
}

const nextDay = (day: string) => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');
