// Shared by the benchmark pages: waiting for a painted frame, and scrolling a table while timing frames.

/**
 * Resolves just after the next frame is painted, with the time then: a task queued from the frame's own
 * animation callback runs once that frame is on screen (nextFrame waits a frame more, two frames in all).
 */
export const afterNextPaint = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

/** Resolves after the next frame has been painted, with the time then. */
export const nextFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
  );

/** Scrolls `scroller` 600 px a frame for 180 frames; the frame times in ms (the first, partial one dropped). */
export async function scrollFrames(scroller: HTMLElement): Promise<number[]> {
  const frames: number[] = [];
  await new Promise<void>((resolve) => {
    let last = performance.now();
    const step = (now: number) => {
      frames.push(now - last);
      last = now;
      scroller.scrollTop += 600;
      if (frames.length < 180) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  return frames.slice(1);
}

/** Frames per second over the measured frames. */
export const framesPerSecond = (frames: readonly number[]) =>
  frames.length / (frames.reduce((sum, ms) => sum + ms, 0) / 1000);
