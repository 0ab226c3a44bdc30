// What a chaos run that stopped leaves behind: a picture of each tab's screen and its demo backend's state.

/** What the screens showed when the run stopped, to tell a product fault from the script's. */
export async function showStopped(run, errors) {
  const { name, seed } = run;
  for (const [label, page] of Object.entries(run.pages)) {
    if (!page || page.isClosed()) continue;
    const file = `/tmp/chaos-stopped-${name}-${seed}-${label}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.log(`  the screen of tab ${label} when the run stopped: ${file}`);
    // What its demo backend was doing: calls under way, and who holds or waits for the tabs' turn.
    const state = await page
      .evaluate(async () => ({
        online: navigator.onLine,
        underWay: globalThis.erpDemoBackend?.underWay,
        calls: [...(globalThis.erpDemoBackend?.calls ?? [])],
        // This page's id among the lock holders: it holds a lock of its own for the moment of the query.
        me: await navigator.locks.request(
          `chaos-who-${Math.random()}`,
          async () => (await navigator.locks.query()).held.find((lock) => lock.name.startsWith('chaos-who-'))?.clientId,
        ),
        locks: await navigator.locks.query(),
      }))
      .catch((failure) => ({ failure: String(failure) }));
    console.log(`  tab ${label}: ${JSON.stringify(state)}`);
  }
  for (const line of errors) console.log(`  page error: ${line}`);
}
