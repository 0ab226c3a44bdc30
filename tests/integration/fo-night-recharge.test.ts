import { toPaise } from '../../src/lib/money/money';
import { oneAtATime } from '../../src/mocks/core/write-queue';
import { folioLinesOf, foSettingsOf } from '../../src/mocks/frontoffice/fo-store';
import { folioBalancePaise } from '../../src/modules/frontoffice/domain/folio';
import { cancelFolioLine, chargeNights } from '../../src/mocks/frontoffice/folio-posting';
import { putStay, testSession } from '../../src/mocks/frontoffice/folio/test-stays';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();

describe('a cancelled night charged again', () => {
  it('keeps the cancelled line as it was and charges the night under a new line id', async () => {
    const record = await signInAs(1001, 'admin');
    const session = await testSession(record.usr.kCode);
    const stay = await putStay(session, { nightsAgo: 1 });
    const [night] = (await folioLinesOf(1001, stay.stayNo)).filter((line) => line.kind === 'ROOM');
    await oneAtATime(1001, () => cancelFolioLine(1001, night!));
    await oneAtATime(1001, async () => chargeNights(session, stay, [night!.reference], await foSettingsOf(1001)));
    const lines = (await folioLinesOf(1001, stay.stayNo)).filter((line) => line.kind === 'ROOM');
    expect(lines.map((line) => [line.id, line.cancelled])).toEqual([
      [night!.id, true],
      [`${night!.id}~2`, false],
    ]);
    expect(folioBalancePaise(lines)).toBe(toPaise(night!.debit));
  });
});
