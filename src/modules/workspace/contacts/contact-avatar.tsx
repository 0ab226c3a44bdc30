import { initialsOf } from './contact-rules';
import type { ContactStatus } from './contact-types';

// Each gives white initials at least 5:1 (WCAG AA asks 4.5:1; the orange it replaces gave 2.6:1).
const COLOURS = ['#663399', '#0a58ca', '#146c43', '#ab296a', '#c2410c', '#0f766e'];

/** A steady colour per name, so a contact keeps its colour everywhere. */
function colourOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) % 997;
  return COLOURS[sum % COLOURS.length] ?? '#663399';
}

interface Props {
  name: string;
  avatar: string;
  /** Width and height in pixels. */
  size?: number;
}

/**
 * A contact's round picture, or their initials on a coloured disc when there is none (decorative: the name is always
 * beside it).
 */
export function ContactAvatar({ name, avatar, size = 36 }: Props) {
  if (avatar !== '')
    return (
      <img
        src={avatar}
        alt=""
        width={size}
        height={size}
        className="rounded-circle flex-shrink-0"
        style={{ objectFit: 'cover' }}
      />
    );
  return (
    <span
      aria-hidden="true"
      className="rounded-circle d-inline-flex align-items-center justify-content-center text-white fw-semibold flex-shrink-0"
      style={{ width: size, height: size, background: colourOf(name), fontSize: size * 0.4 }}
    >
      {initialsOf(name)}
    </span>
  );
}

/** A small green (online) or grey (offline) dot with the status as text (shown, or only for screen readers). */
export function StatusDot({ status, textHidden = false }: { status: ContactStatus; textHidden?: boolean }) {
  return (
    <span className="d-inline-flex align-items-center gap-1">
      <span
        aria-hidden="true"
        className={`rounded-circle d-inline-block ${status === 'online' ? 'bg-success' : 'bg-secondary'}`}
        style={{ width: 8, height: 8 }}
      />
      <span className={textHidden ? 'visually-hidden' : undefined}>{status === 'online' ? 'Online' : 'Offline'}</span>
    </span>
  );
}
