/** Distances below this many pixels are jumped in one go. */
export const SMOOTH_SCROLL_MIN_DISTANCE = 100;
/** Number of steps in an animated scroll. */
export const SMOOTH_SCROLL_STEPS = 25;
/** Delay before each step, in ms (never more than 20). */
export const SMOOTH_SCROLL_STEP_DELAY_MS = 20;

/**
 * Scrolls `win` vertically to the element with id `elementId`.
 * Short distances jump directly; longer ones move in equal steps, each
 * scheduled SMOOTH_SCROLL_STEP_DELAY_MS after the previous one, the last
 * landing exactly on the target. Returns false if no such element exists.
 */
export function smoothScrollTo(elementId: string, win: Window = window): boolean {
  const element = win.document.getElementById(elementId);
  if (element === null) return false;

  const start = win.scrollY;
  const target = element.getBoundingClientRect().top + start;
  const distance = target - start;

  if (Math.abs(distance) < SMOOTH_SCROLL_MIN_DISTANCE) {
    win.scrollTo(0, target);
    return true;
  }

  const stepSize = distance / SMOOTH_SCROLL_STEPS;
  const runStep = (step: number): void => {
    win.scrollTo(0, step === SMOOTH_SCROLL_STEPS ? target : start + stepSize * step);
    if (step < SMOOTH_SCROLL_STEPS) {
      setTimeout(() => runStep(step + 1), SMOOTH_SCROLL_STEP_DELAY_MS);
    }
  };
  setTimeout(() => runStep(1), SMOOTH_SCROLL_STEP_DELAY_MS);
  return true;
}
