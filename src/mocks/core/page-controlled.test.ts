import { pageControlled, type WorkerContainer } from './page-controlled';

class FakeContainer extends EventTarget implements WorkerContainer {
  controller: unknown = null;
  take() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('pageControlled', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('resolves at once on a controlled page', async () => {
    const container = new FakeContainer();
    container.controller = {};
    expect(await settled(pageControlled(container))).toBe(true);
  });

  it('holds on an uncontrolled page until a worker takes control', async () => {
    const container = new FakeContainer();
    const waiting = pageControlled(container);
    expect(await settled(waiting)).toBe(false);
    container.take();
    expect(await settled(waiting)).toBe(true);
  });

  it('lets go after the limit when no worker ever takes control', async () => {
    const container = new FakeContainer();
    const waiting = pageControlled(container, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
