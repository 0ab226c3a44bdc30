import type { Mail } from './mail-types';

/** The mails whose sender or subject contains every word of the search (any case); all of them for an empty search. */
export function matchingMails(mails: readonly Mail[], search: string): Mail[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...mails];
  return mails.filter((mail) => {
    const text = `${mail.sender.name} ${mail.subject}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The list's caption: how many mails, how many unread, and how many the search shows. */
export function inboxCaption(all: readonly Mail[], shown: readonly Mail[]): string {
  const unread = all.filter((mail) => !mail.read).length;
  const total = `${plural(all.length, 'mail')}, ${unread} unread`;
  return shown.length === all.length ? total : `${total}; ${shown.length} shown`;
}
