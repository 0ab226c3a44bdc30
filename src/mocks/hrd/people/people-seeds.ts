import type { HrdMeeting, HrdTraining } from '../../../modules/hrd/domain/training-types';
import { addDays } from '../../../modules/hrd/domain/recruit-dates';
import { nextDocumentNumber } from '../../../modules/hrd/domain/recruit-numbers';
import { seedOnce } from '../../core/record-store';
import { employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { HRD_STORE, idOf } from '../hrd-store';
import { hrdToday } from '../hrd-session';

/**
 * A past training (a month ago, two days) and a past meeting (ten days ago) with attendees in service then; once per
 * company.
 */
export async function seedPeople(companyCode: number): Promise<void> {
  await seedOnce(HRD_STORE.trainings, companyCode, async () => {
    const today = hrdToday();
    const [fromDate, toDate] = [addDays(today, -30), addDays(today, -29)];
    const staff = (await employeesOf(companyCode))
      .filter((one) => inServiceOn(one, fromDate) && inServiceOn(one, toDate))
      .slice(0, 6);
    if (staff.length === 0) return [];
    const training: HrdTraining = {
      recordId: 1,
      seq: nextDocumentNumber('TRN', addDays(today, -35), []),
      dat: addDays(today, -35),
      title: 'Fire safety and first aid',
      trainer: 'District Fire and Rescue Services',
      venue: 'Training hall',
      fromDate,
      toDate,
      attendees: staff.map((one, index) => ({
        empno: one.recordId,
        attended: index !== 3,
        remarks: index === 3 ? 'On leave' : '',
      })),
    };
    return [{ id: idOf(1), data: training }];
  });
  await seedOnce(HRD_STORE.meetings, companyCode, async () => {
    const today = hrdToday();
    const meetingDate = addDays(today, -10);
    const staff = (await employeesOf(companyCode)).filter((one) => inServiceOn(one, meetingDate)).slice(0, 5);
    if (staff.length === 0) return [];
    const meeting: HrdMeeting = {
      recordId: 1,
      seq: nextDocumentNumber('MET', addDays(today, -12), []),
      dat: addDays(today, -12),
      subject: 'Monthly staff meeting',
      venue: 'Conference room',
      meetingDate,
      fromTime: '10:00',
      toTime: '11:00',
      chairedBy: staff[0]!.recordId,
      minutes:
        'Reviewed last month’s attendance and the leave calendar; the safety drill is fixed for the coming month.',
      attendees: staff.map((one, index) => ({ empno: one.recordId, attended: index !== staff.length - 1 })),
    };
    return [{ id: idOf(1), data: meeting }];
  });
}
