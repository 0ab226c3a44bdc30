/**
 * Build-time configuration (Vite replaces import.meta.env at build time, see .env.example).
 * An empty API address turns the embedded demo backend on.
 */
function withSlash(url: string): string {
  return url === '' || url.endsWith('/') ? url : `${url}/`;
}

/** A whole number of milliseconds from the environment, else 20 s. */
function timeoutOf(value: string | undefined): number {
  const ms = Number((value ?? '').trim());
  return Number.isInteger(ms) && ms > 0 ? ms : 20_000;
}

const apiBaseUrl = withSlash((import.meta.env.VITE_API_BASE_URL ?? '').trim());
const reportsBaseUrl = withSlash((import.meta.env.VITE_REPORTS_BASE_URL ?? '').trim());

export const config = {
  apiBaseUrl,
  /** True when no backend address is configured: MSW answers every call in the browser. */
  demoBackend: apiBaseUrl === '',
  reportsBaseUrl: reportsBaseUrl || `${apiBaseUrl}reports/`,
  /**
   * How long a call may go unanswered before it fails as 'Network Error please check your connection' (a save offline
   * must end): `VITE_API_TIMEOUT_MS`, 20 s by default.
   */
  apiTimeoutMs: timeoutOf(import.meta.env.VITE_API_TIMEOUT_MS),
} as const;
