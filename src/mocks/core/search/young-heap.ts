/** Short-lived allocations of about 48 MB: more than the engine's young generation holds at its largest. */
const CHURN_OBJECTS = 2_000_000;
const RING = 1024;

/**
 * Indexes just built sit in the JavaScript engine's young generation, and the first collection of it copies them out:
 * a pause of 25–45 ms on a slow machine (seen in Chromium's trace as one MinorGC), which otherwise lands on one of
 * the first keystrokes. Allocating short-lived objects right after the build brings that collection on now, while
 * the palette opens. The ring keeps each object reachable for a moment, so the optimiser cannot remove them.
 */
export function collectYoungNow(): number {
  const ring: Array<{ at: number }> = new Array(RING);
  let sum = 0;
  for (let at = 0; at < CHURN_OBJECTS; at += 1) {
    const slot = at % RING;
    sum += ring[slot]?.at ?? 0;
    ring[slot] = { at };
  }
  return sum;
}
