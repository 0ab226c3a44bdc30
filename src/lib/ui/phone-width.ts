/** The phone breakpoint of the stylesheets (`_lists.scss`, `_touch.scss`): below Bootstrap's md. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-wide now (false where there is no window or no media queries, as in tests). */
export function isPhoneWidth(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches
  );
}
