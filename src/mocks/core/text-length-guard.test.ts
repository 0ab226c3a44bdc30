import { getResponse } from 'msw';
import { textLengthGuard } from './text-length-guard';

const post = (body: unknown) =>
  getResponse(
    [textLengthGuard],
    new Request('http://demo.local/api/invUOM/SetInvUOM', { method: 'POST', body: JSON.stringify(body) }),
  );

describe('the demo backend refuses a text longer than its field', () => {
  it('answers 400 naming the field inside the one record a save wraps', async () => {
    const answer = await post({ uom: { code: 'BX', name: 'x'.repeat(300) }, traCheck: 1, usr: { uCode: 'ADMIN' } });
    expect(answer?.status).toBe(400);
    expect(await answer?.json()).toEqual({
      title: 'name is too long: at most 250 characters (this has 300).',
      errors: { name: ['At most 250 characters (this has 300).'] },
    });
  });

  it('names the path of a body with several parts, and lets a body that fits go on to its handler', async () => {
    const answer = await post({ header: { descriptio: 'x'.repeat(2001) }, lines: [], traCheck: 1 });
    expect((await answer?.json()) as unknown).toMatchObject({
      title: 'descriptio is too long: at most 2,000 characters (this has 2,001).',
      errors: { 'header.descriptio': ['At most 2,000 characters (this has 2,001).'] },
    });
    const line = await post({ header: {}, lines: [{ term: 'ok' }, { term: 'x'.repeat(2001) }] });
    expect((await line?.json()) as unknown).toMatchObject({
      title: 'term, line 2 is too long: at most 2,000 characters (this has 2,001).',
    });
    expect(await post({ uom: { code: 'BX', name: 'Boxes' }, traCheck: 1 })).toBeUndefined();
    expect(
      await getResponse(
        [textLengthGuard],
        new Request('http://demo.local/api/x', { method: 'POST', body: 'not json' }),
      ),
    ).toBeUndefined();
  });
});
