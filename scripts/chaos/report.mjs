// The chaos run's figures as it prints them: each run in full as it ends, and the summary of all of them.

const rupees = (paise) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function printRun(result) {
  console.log(
    `\n## ${result.name}, seed ${result.seed}: ${result.orders} orders (${result.uiOrders} at the screens), ${result.seconds.toFixed(0)} s; clock moved ${result.clockMinutes.toFixed(1)} min`,
  );
  console.log(`events: ${result.events.join('; ')}`);
  const f = result.faults;
  console.log(
    `faults met: ${f.calls ?? 0} calls to the queue's routes: ${f.drop ?? 0} dropped, ${f.error ?? 0} 500/502, ${f.html ?? 0} HTML pages, ${f.lostAnswer ?? 0} answers lost after processing, ${f.twice ?? 0} processed twice, ${f.delayed ?? 0} delayed`,
  );
  for (const row of result.kinds) {
    console.log(
      `${row.kind.padEnd(12)} made ${String(row.made).padStart(4)}, sent ${String(row.sent).padStart(4)}, on the server ${String(row.onServer).padStart(4)}, lost ${row.lost}, doubled ${row.doubled}`,
    );
  }
  console.log(
    `trial balance agrees: ${result.trialAgrees ? 'yes' : 'NO'}; Cash in hand moved ${rupees(result.cashMoved)}, settled total ${rupees(result.settledTotal)} (made ${rupees(result.madeTotal)}): ${result.cashAgrees ? 'agrees' : 'DISAGREES'}`,
  );
  if (result.printedDisagree > 0)
    console.log(`bills printed at the screen for another amount than the server's: ${result.printedDisagree}`);
  for (const note of result.notes) console.log(`  seen at the screen: ${note}`);
  for (const problem of result.problems) console.log(`  problem: ${problem}`);
  for (const error of result.errors.slice(0, 5)) console.log(`  page error: ${error}`);
}

/** The summary: a line per run (per operation made/sent/on server/lost/doubled; the books; seconds). */
export function printSummary(results) {
  console.log('\n## summary (edition, seed: per operation made/sent/on server/lost/doubled; books; seconds)');
  for (const result of results) {
    if (result.failed) {
      console.log(`${result.name}, seed ${result.seed}: did not finish`);
      continue;
    }
    const figures = result.kinds
      .map((row) => `${row.kind} ${row.made}/${row.sent}/${row.onServer}/${row.lost}/${row.doubled}`)
      .join('; ');
    const printed =
      result.printedDisagree > 0 ? `; ${result.printedDisagree} printed bill(s) DISAGREE with the server` : '';
    console.log(
      `${result.name}, seed ${result.seed}: ${figures}; trial balance ${result.trialAgrees ? 'agrees' : 'DISAGREES'}; cash ${result.cashAgrees ? 'agrees' : 'DISAGREES'}${printed}; ${result.seconds.toFixed(0)} s`,
    );
  }
}
