import { OctagonAlert, TriangleAlert } from 'lucide-react';

/** Within this many days of expiry the header warns. */
const WARN_DAYS = 30;

/** How urgent the sign-in's licence message is: still valid, expiring within 30 days, or expired. */
export type ExpiryLevel = 'valid' | 'soon' | 'expired';

/**
 * Classifies the licence message the server sends at sign-in ("Licence valid till 31-Mar-2027",
 * "Licence expires on 10-Jan-2027, in 12 days: renew it soon", "Licence expired on ...").
 */
export function expiryLevel(message: string): ExpiryLevel {
  if (/\bexpired\b/i.test(message)) return 'expired';
  const days = /\bin (\d+) days?\b/i.exec(message) ?? /\b(\d+) days? (?:left|remaining)\b/i.exec(message);
  if (days && /\bexpir/i.test(message) && Number(days[1]) <= WARN_DAYS) return 'soon';
  if (/\bexpires today\b/i.test(message)) return 'soon';
  return 'valid';
}

/**
 * The header's licence line: quiet while valid, a warning with an icon (announced) when it expires soon or has expired.
 */
export function ExpiryWarning({ message }: { message: string }) {
  const level = expiryLevel(message);
  if (level === 'valid') return <span className="expiry-message">{message}</span>;
  const Icon = level === 'expired' ? OctagonAlert : TriangleAlert;
  return (
    <span
      role="status"
      className={`expiry-warning small fw-semibold text-truncate ${level === 'expired' ? 'text-danger' : 'text-warning-emphasis'}`}
      title={message}
    >
      <Icon size={14} aria-hidden="true" className="me-1 align-text-bottom" />
      {message}
    </span>
  );
}
