import { lateFinesDay } from '../../setup/late-fines-day';
import { setTestClock } from '../../setup/test-clock';

/**
 * The school's fee tests run on a day with late fines owed (tests/setup/late-fines-day.ts), set before anything is
 * seeded, so seeds, dues and the screens agree on it. Call it first in the file.
 */
export function onADayWithLateFines(): void {
  const day = lateFinesDay();
  if (!day) return;
  beforeAll(() => setTestClock(day));
  afterAll(() => void vi.useRealTimers());
}
