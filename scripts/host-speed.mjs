#!/usr/bin/env node
// How fast this machine runs JavaScript today, in one figure, so the suite's timings can be read: the same code has
// run 2.3 times slower on the same 2-core machine at another hour, with nothing else running. The work is fixed and
// shaped like a test run's (many short-lived objects, strings, maps, JSON, sorting), so its time moves with the
// suite's. It also prints the share of CPU time the hypervisor took (steal) and the load while it ran.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const ROUNDS = 15;

/** One round: a fixed amount of work, the same every time. */
function round() {
  let checksum = 0;
  for (let batch = 0; batch < 40; batch += 1) {
    const rows = [];
    for (let index = 0; index < 5_000; index += 1) {
      rows.push({ id: index, name: `item ${(index * 7919) % 5_000}`, price: (index * 31) % 977, tags: [batch, index] });
    }
    const byName = new Map(rows.map((row) => [row.name, row]));
    rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const text = JSON.stringify(rows.slice(0, 1_000));
    checksum += JSON.parse(text).length + byName.size + (text.match(/item 1\d/g) ?? []).length;
  }
  return checksum;
}

/** The CPU counters of /proc/stat (Linux), or undefined elsewhere. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

round(); // compiled and warm before timing
const before = cpuTimes();
const times = [];
for (let index = 0; index < ROUNDS; index += 1) {
  const start = performance.now();
  round();
  times.push(performance.now() - start);
}
const after = cpuTimes();
times.sort((a, b) => a - b);
const median = times[Math.floor(ROUNDS / 2)];
const steal =
  before && after && after.total > before.total
    ? `, steal ${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)} %`
    : '';
// The fastest round is the steadiest figure on an idle machine (the others move with collections and scheduling).
console.log(
  `Host speed: ${times[0].toFixed(0)} ms for the fastest of ${ROUNDS} rounds (median ${median.toFixed(0)}, slowest ` +
    `${times[ROUNDS - 1].toFixed(0)})${steal}, load ${loadavg()[0].toFixed(1)}`,
);
