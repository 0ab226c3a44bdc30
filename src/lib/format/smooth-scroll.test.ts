import type { MockInstance } from 'vitest';
import { SMOOTH_SCROLL_STEPS, SMOOTH_SCROLL_STEP_DELAY_MS, smoothScrollTo } from './smooth-scroll';

function addTarget(id: string, top: number): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 10, height: 10 }));
  document.body.appendChild(element);
  return element;
}

function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

describe('smoothScrollTo', () => {
  let scrollTo: MockInstance<(x: number, y: number) => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    setScrollY(0);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined) as unknown as MockInstance<
      (x: number, y: number) => void
    >;
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    setScrollY(0);
  });

  it('returns false and does nothing when the element does not exist', () => {
    expect(smoothScrollTo('missing')).toBe(false);
    vi.runAllTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('jumps directly when the distance is under 100 px', () => {
    setScrollY(200);
    addTarget('near', 99);
    expect(smoothScrollTo('near')).toBe(true);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 299);
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('animates in 25 equal steps, landing exactly on the target', () => {
    setScrollY(100);
    addTarget('far', 1000); // target = 1000 + 100 = 1100, distance 1000
    expect(smoothScrollTo('far')).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();

    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledTimes(SMOOTH_SCROLL_STEPS);
    const positions = scrollTo.mock.calls.map((call) => call[1]);
    expect(scrollTo.mock.calls.every((call) => call[0] === 0)).toBe(true);
    expect(positions[0]).toBeCloseTo(140);
    expect(positions[12]).toBeCloseTo(620);
    expect(positions.at(-1)).toBe(1100);
    const deltas = positions.slice(1).map((p, i) => p - (positions[i] ?? 0));
    deltas.forEach((d) => expect(d).toBeCloseTo(40));
  });

  it('never waits more than 20 ms between consecutive steps', () => {
    addTarget('far', 2500);
    smoothScrollTo('far');
    expect(SMOOTH_SCROLL_STEP_DELAY_MS).toBeLessThanOrEqual(20);
    for (let step = 1; step <= SMOOTH_SCROLL_STEPS; step += 1) {
      vi.advanceTimersByTime(20);
      expect(scrollTo).toHaveBeenCalledTimes(step);
    }
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2500);
  });

  it('scrolls upwards too', () => {
    setScrollY(3000);
    addTarget('above', -2000); // target 1000
    smoothScrollTo('above');
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledTimes(SMOOTH_SCROLL_STEPS);
    expect(scrollTo.mock.calls[0]?.[1]).toBeCloseTo(2920);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
  });

  it('treats exactly 100 px as a long distance', () => {
    addTarget('edge', 100);
    smoothScrollTo('edge');
    expect(scrollTo).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(scrollTo).toHaveBeenCalledTimes(SMOOTH_SCROLL_STEPS);
  });
});
