/**
 * What the in-page demo backend is doing, for the browser tests: its calls never reach the network, so the
 * browser's own request events do not see them. `underWay` counts the calls being answered, `calls` names them (with
 * when each began); `refused` keeps the last answers of 400 and over, for a failed test's report.
 */
export interface DemoProbe {
  underWay: number;
  calls: Set<string>;
  refused: string[];
}

const KEPT_REFUSALS = 20;
let callsMade = 0;

export function demoProbe(): DemoProbe {
  const holder = globalThis as typeof globalThis & { erpDemoBackend?: DemoProbe };
  holder.erpDemoBackend ??= { underWay: 0, calls: new Set(), refused: [] };
  return holder.erpDemoBackend;
}

/** Runs `answer` counted as under way, and notes a refusal. */
export async function probed(
  request: Request,
  answer: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  const probe = demoProbe();
  probe.underWay += 1;
  // Numbered: two calls of one route in the same millisecond are two entries, each removed by its own end.
  const call = `${new Date().toISOString()} ${request.method} ${new URL(request.url).pathname} #${(callsMade += 1)}`;
  probe.calls.add(call);
  try {
    const response = await answer();
    if (response && response.status >= 400) {
      probe.refused.push(`${response.status} ${request.method} ${request.url} (demo backend)`);
      if (probe.refused.length > KEPT_REFUSALS) probe.refused.shift();
    }
    return response;
  } finally {
    probe.underWay -= 1;
    probe.calls.delete(call);
  }
}
