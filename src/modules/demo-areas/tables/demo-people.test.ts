import { differenceInYears, parseISO } from 'date-fns';
import { demoPeople, PEOPLE_AS_AT } from '../../../mocks/demo-areas/people-handlers';
import { isRupeeAmount } from '../../../lib/money/money';

describe('the demo people (src/mocks/apps/people.ts)', () => {
  const people = demoPeople();

  it('are 200, the same every time, with unique ids and e-mails', () => {
    expect(people).toHaveLength(200);
    expect(demoPeople()).toEqual(people);
    expect(new Set(people.map((p) => p._id)).size).toBe(200);
    expect(new Set(people.map((p) => p.email)).size).toBe(200);
    expect(people.slice(0, 3).map((p) => [p.index, p.name, p.age, p.company, p.balance])).toEqual([
      [0, 'Aditya Qureshi', 59, 'Tapti Plastics', 42348.01],
      [1, 'Shreya Agarwal', 31, 'Brahmaputra Tea', 45395.72],
      [2, 'Pooja Das', 51, 'Saraswati Books', 30195.39],
    ]);
  });

  it('carry every field of the spec in its shape', () => {
    for (const person of people) {
      expect(person._id).toMatch(/^[0-9a-f]{24}$/);
      expect(person.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(person.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
      expect(person.address).toMatch(/^\d+, [A-Za-z ]+, [A-Za-z ]+, [A-Za-z ]+ [1-9]\d{5}$/);
      expect(person.avatar).toMatch(/^data:image\/svg\+xml,/);
      expect(isRupeeAmount(person.balance)).toBe(true);
      // The age is true on the as-at date.
      expect(differenceInYears(parseISO(PEOPLE_AS_AT), parseISO(person.bd))).toBe(person.age);
    }
  });
});
