import { demoProbe, probed } from './demo-probe';

describe('the demo backend probe', () => {
  it('counts the calls being answered and keeps the refusals', async () => {
    const probe = demoProbe();
    probe.refused.length = 0;
    let release: (response: Response) => void = () => undefined;
    const request = new Request('http://localhost/api/Sessions/login', { method: 'POST' });
    const answered = probed(request, () => new Promise<Response>((resolve) => (release = resolve)));
    expect(probe.underWay).toBe(1);
    release(new Response('{}', { status: 401 }));
    await answered;
    expect(probe.underWay).toBe(0);
    expect(probe.refused).toEqual(['401 POST http://localhost/api/Sessions/login (demo backend)']);
    await probed(request, () => Promise.resolve(undefined));
    expect(probe.refused).toHaveLength(1);
  });
});
