import { format } from 'date-fns';
import { setTestClock } from '../../setup/test-clock';

/**
 * The school's fee tests need a day with late fines owed: Term 1's dues (April) carry a fine only after 10 May. A run
 * between 1 April and 10 May (on the real clock or the test clock) takes 15 July of that year as today, set before
 * anything is seeded, so seeds, dues and the screens agree on it. Call it first in the file.
 */
export function onADayWithLateFines(): void {
  const today = format(new Date(), 'yyyy-MM-dd');
  if (today.slice(5) < '04-01' || today.slice(5) > '05-10') return;
  beforeAll(() => setTestClock(`${today.slice(0, 4)}-07-15T12:00:00`));
  afterAll(() => void vi.useRealTimers());
}
