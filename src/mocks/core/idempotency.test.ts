import { resetDemoDb } from './db/demo-db';
import { answerOnce } from './idempotency';

const user = { companyCode: 1010, userName: 'Staff' };
const keyed = (key: string) =>
  new Request('http://demo/api/pos/makePOSBillByTableNo', { method: 'POST', headers: { 'Idempotency-Key': key } });
const ok = (billNo: number) => async () => Response.json({ result: 'OK', billNo });

afterEach(() => resetDemoDb());

describe('a save sent again with its Idempotency-Key', () => {
  it('gets the first answer from the database, whichever demo backend (tab) answers it, and saves once', async () => {
    const save = vi.fn(ok(7));
    await answerOnce(keyed('k-1'), user, save);
    // Nothing of the first call is left in this tab's memory: the second answer comes from what the database keeps.
    const again = await answerOnce(keyed('k-1'), { ...user, userName: 'staff' }, vi.fn(ok(8)));
    expect(save).toHaveBeenCalledTimes(1);
    await expect(again.json()).resolves.toEqual({ result: 'OK', billNo: 7 });
  });

  it('waits for a first attempt still being saved', async () => {
    let finish = () => undefined as void;
    const slow = vi.fn(
      () => new Promise<Response>((resolve) => (finish = () => resolve(Response.json({ result: 'OK', billNo: 1 })))),
    );
    const first = answerOnce(keyed('k-2'), user, slow);
    const second = answerOnce(keyed('k-2'), user, ok(2));
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    finish();
    const answers = await Promise.all([first, second].map(async (answer) => (await answer).json()));
    expect(answers).toEqual([
      { result: 'OK', billNo: 1 },
      { result: 'OK', billNo: 1 },
    ]);
  });

  it('runs again after a refusal, and for another user or key', async () => {
    const refused = vi.fn(async () => Response.json({ result: 'ERROR', message: 'Table is busy' }, { status: 400 }));
    await answerOnce(keyed('k-3'), user, refused);
    const retried = vi.fn(ok(3));
    await answerOnce(keyed('k-3'), user, retried);
    const other = vi.fn(ok(4));
    await answerOnce(keyed('k-3'), { ...user, userName: 'admin' }, other);
    const noKey = vi.fn(ok(5));
    await answerOnce(new Request('http://demo/api/x', { method: 'POST' }), user, noKey);
    expect([refused, retried, other, noKey].map((save) => save.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });
});
