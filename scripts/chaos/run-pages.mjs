// The pages of a chaos run and its clock: a terminal opened or reloaded with the driver in it, time moved on, and the
// outboxes drained at the end.
import { readOutbox, setBackendDown, setChaos } from './browser-state.mjs';
import { BASE, say } from './options.mjs';
import { loadDriver as loadDriverInto, openScreen } from './ui.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page of the terminal, signed in already (the profile's session), with the driver loaded for the edition. */
export async function openTerminal(run, page) {
  await openScreen(page, BASE, run.edition.route, run.edition.heading);
  await loadDriver(run, page);
}

export const loadDriver = (run, page) => loadDriverInto(page, BASE, run.name);

/** The page's screen back where the cashier works (after a reload the terminal starts afresh). */
export async function reload(run, page) {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: run.edition.heading }).waitFor({ timeout: 30_000 });
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await loadDriver(run, page);
}

/**
 * Moves every page's clock on (timers due in between fire: the outbox's back-off, the chaos delays), then lets the
 * pages work.
 */
export async function passTime(run, ms, settleMs = 150) {
  await run.context.clock.fastForward(ms);
  run.clockMs += ms;
  await sleep(settleMs);
}

/** Every page's outbox empties (or holds only what the server refused), with the network and the server sound again. */
export async function drain(run) {
  const page = run.pages.a;
  await setChaos(page, null);
  await setBackendDown(page, false);
  await run.context.setOffline(false);
  // Each round lets the longest back-off (30 s) pass; what still waits after ten rounds without change waits for good.
  let last = '';
  let still = 0;
  for (let round = 0; round < 80 && still < 10; round += 1) {
    const kept = await readOutbox(page);
    const waiting = kept.filter((entry) => entry.state === 'waiting');
    if (waiting.length === 0) return kept;
    const now = waiting
      .map((entry) => entry.id)
      .sort()
      .join();
    still = now === last ? still + 1 : 0;
    last = now;
    if (round % 10 === 9) say(`draining: ${waiting.length} waiting, e.g. ${JSON.stringify(waiting[0])}`);
    await passTime(run, 31_000, 300);
  }
  return readOutbox(page);
}
