import type { ApiError } from '../../src/lib/api/api-error';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HAPPY_HOURS } from '../../src/modules/takeaway/resources/happy-hours';
import { listRecords } from '../../src/mocks/core/record-store';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

const COMPANY = 1012;
const save = (code: string, fromTime: string, toTime: string, traCheck: 1 | 2 = 1) =>
  dataProvider
    .save(
      HAPPY_HOURS.endpoints.save,
      HAPPY_HOURS.entity,
      { ...HAPPY_HOURS.example, code, name: `Night ${code}`, fromTime, toTime },
      traCheck,
    )
    .then(
      () => 'saved',
      (error: unknown) =>
        Object.values((error as ApiError).fieldErrors ?? {}).join(' | ') || (error as ApiError).message,
    );
const savedCodes = async () =>
  (await listRecords<{ code: string }>(HAPPY_HOURS.name, COMPANY))
    .map((row) => row.code)
    .filter((code) => code.startsWith('HH-N'));

describe('happy hours that overlap (api/TakeAwayHappyHours/SetHappyHour)', () => {
  it('saves one of two overlapping happy hours sent at the same moment and refuses the other beside its from time, naming the first', async () => {
    await signInAs(COMPANY, 'admin');
    const answers = await Promise.all([save('HH-N1', '02:00', '04:00'), save('HH-N2', '03:00', '05:00')]);
    expect(answers.filter((answer) => answer === 'saved')).toHaveLength(1);
    const saved = answers[0] === 'saved' ? 'HH-N1' : 'HH-N2';
    expect(answers.find((answer) => answer !== 'saved')).toMatch(
      new RegExp(`^Overlaps happy hour ${saved} \\(Night ${saved}\\)`),
    );
    expect(await savedCodes()).toEqual([saved]);
  });

  it('still saves a happy hour that meets no other, changes one in place, and refuses a change into another’s window', async () => {
    await signInAs(COMPANY, 'admin');
    expect(await save('HH-N3', '01:00', '02:00')).toBe('saved');
    expect(await save('HH-N4', '02:00', '03:00')).toBe('saved');
    expect(await save('HH-N3', '01:00', '01:30', 2)).toBe('saved');
    expect(await save('HH-N3', '01:00', '02:30', 2)).toMatch(/^Overlaps happy hour HH-N4/);
    expect(await save('HH-N4', '02:00', '03:00')).toBe('Happy hour HH-N4 already exists.');
  });
});
