/**
 * Build-time configuration (Vite replaces import.meta.env at build time, see .env.example).
 * An empty API address turns the embedded demo backend on.
 */
function withSlash(url: string): string {
  return url === '' || url.endsWith('/') ? url : `${url}/`;
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
   * must end).
   */
  apiTimeoutMs: 20_000,
} as const;
