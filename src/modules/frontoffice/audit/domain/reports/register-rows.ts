import { differenceInMinutes, parseISO } from 'date-fns';
import type { ReportRow } from '../../../../../engine/report/report';
import type { CForm } from '../../../domain/stay-types';
import { dayOf, inPeriod, type FoReportSources, type Period } from './report-sources';

/** Hours (one decimal) from `due` to `moment`; 0 when it was on time. */
export function hoursLate(due: string, moment: string): number {
  const minutes = differenceInMinutes(parseISO(moment), parseISO(due));
  return minutes > 0 ? Math.round(minutes / 6) / 10 : 0;
}

function status(form: CForm, now: string): string {
  if (form.status === 'SUBMITTED') return form.submittedAt > form.dueBy ? 'Submitted late' : 'Submitted';
  if (form.status === 'CANCELLED') return 'Cancelled (check-in cancelled)';
  return now > form.dueBy ? 'Overdue' : 'Due';
}

/**
 * The C-Form register of the guests who arrived in a period: due or submitted, and the hours late (a submitted form
 * by when it went in; one still due by now).
 */
export function cformRows({ cforms, now }: Pick<FoReportSources, 'cforms' | 'now'>, period: Period): ReportRow[] {
  return cforms
    .filter((form) => inPeriod(dayOf(form.arrival), period))
    .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.cformNo.localeCompare(b.cformNo))
    .map((form) => ({
      status: status(form, now),
      number: form.cformNo,
      stayNo: form.stayNo,
      room: form.room,
      guest: form.guestName,
      nationality: form.nationality,
      passport: form.passportNo,
      arrival: form.arrival,
      dueBy: form.dueBy,
      submittedAt: form.submittedAt,
      submissionRef: form.submissionRef,
      hoursLate:
        form.status === 'CANCELLED' ? 0 : hoursLate(form.dueBy, form.status === 'SUBMITTED' ? form.submittedAt : now),
    }));
}

/**
 * The night audits that closed the dates of a period: what each posted, its no-shows and the rooms due out that had not
 * left.
 */
export function nightAuditRows({ audits }: Pick<FoReportSources, 'audits'>, period: Period): ReportRow[] {
  return audits
    .filter((audit) => inPeriod(audit.dat, period))
    .sort((a, b) => a.dat.localeCompare(b.dat))
    .map((audit) => ({
      dat: audit.dat,
      at: audit.at,
      user: audit.user,
      roomsPosted: audit.roomsPosted,
      roomRevenue: audit.roomRevenue,
      taxes: audit.taxes,
      noShows: audit.noShows.length,
      dueOuts: audit.dueOutsNotLeft.length,
    }));
}
