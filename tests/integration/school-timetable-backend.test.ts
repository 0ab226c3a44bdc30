import { dataProvider } from '../../src/lib/api/data-provider';
import { STU_ROUTES } from '../../src/modules/students/domain/stu-routes';
import type {
  TimetableAnswer,
  TimetableRequirements,
  TimetableSlot,
} from '../../src/modules/students/domain/timetable-types';
import type { TeacherLoad } from '../../src/modules/students/domain/teacher-load';
import { STU_REPORT_ENDPOINTS } from '../../src/modules/students/reports/domain/report-endpoints';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const weekOf = (classCode: string) => dataProvider.report<TimetableAnswer>(STU_ROUTES.timetable, { detail: classCode });
const save = (classCode: string, lines: TimetableSlot[], traCheck: 1 | 2 = 2) =>
  dataProvider.write(STU_ROUTES.saveTimetable, { header: { classCode }, lines, traCheck });

describe('the timetable’s demo backend', () => {
  it('refuses a room booked by another class, an unknown subject and a new week over a saved one, saving nothing', async () => {
    await signInAs(1004, 'staff');
    const { timetable, others } = await weekOf('VIII-B');
    const slots = timetable!.slots;
    const otherRoom = others.find((one) => one.classCode === 'I-A')!.slots[0]!.room;
    const monday1 = (change: Partial<TimetableSlot>) =>
      slots.map((slot) => (slot.day === 1 && slot.period === 1 ? { ...slot, ...change } : slot));
    await expect(save('VIII-B', monday1({ room: otherRoom, teacher: '' }))).rejects.toThrow(
      `${otherRoom} is taken by I-A in period 1 on Monday`,
    );
    await expect(save('VIII-B', monday1({ subject: 'XYZ' }))).rejects.toThrow(
      'There is no subject XYZ (period 1 on Monday).',
    );
    await expect(save('VIII-B', slots, 1)).rejects.toThrow(
      "VIII-B's week was saved by admin meanwhile: open the class again to change it.",
    );
    await expect(save('IX-Z', slots)).rejects.toThrow('There is no class IX-Z on the classes master.');
    expect((await weekOf('VIII-B')).timetable).toEqual(timetable);
  });

  it('answers each teacher’s load from the saved weeks, and one teacher’s alone', async () => {
    await signInAs(1004, 'staff');
    const { teachers } = await dataProvider.report<TimetableRequirements>(STU_ROUTES.timetableRequirements, {});
    const loads = await dataProvider.report<TeacherLoad[]>(STU_ROUTES.teacherLoad, {});
    expect(loads.map((load) => load.teacher).sort()).toEqual(teachers.map((teacher) => teacher.key).sort());
    const [one] = await dataProvider.report<TeacherLoad[]>(STU_ROUTES.teacherLoad, { detail: teachers[0]!.key });
    expect(one).toEqual(loads.find((load) => load.teacher === teachers[0]!.key));
  });

  it('starts another company with no timetable and empty reports', async () => {
    await signInAs(1010, 'admin');
    const answer = await weekOf('I-A');
    expect(answer).toEqual({ classCode: 'I-A', timetable: null, others: [] });
    const report = await dataProvider.report<{ rows: unknown[] }>(STU_REPORT_ENDPOINTS.teacherTimetable, {});
    expect(report.rows).toEqual([]);
  });
});
