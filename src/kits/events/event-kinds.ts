import { formatDate } from '../../lib/format/date-format';

/**
 * How the screens name one kind of event ('meeting', 'meetings'): every heading, button, caption and message of its
 * list and its form is made from these two words.
 */
export interface EventWords {
  one: string;
  many: string;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The list's title ('Meetings'), also the start of its table's caption. */
export const titleOf = (words: EventWords) => capital(words.many);

/** The form's heading: the record's kind and number, or 'New meeting' before it has one. */
export const headingOf = (words: EventWords, number: string | null) =>
  number === null ? `New ${words.one}` : `${capital(words.one)} ${number}`;

/** A kind of event as every module lists it: its words, and the columns between the number and the attendees. */
export interface EventKind<T> {
  words: EventWords;
  headers: readonly string[];
  cellsOf: (record: T) => string[];
}

/** What a meeting is, whoever attends it: the names both its form and its list read. */
export interface MeetingHead {
  subject: string;
  venue: string;
  meetingDate: string;
  fromTime: string;
  toTime: string;
}

/** What a training is, whoever attends it. */
export interface TrainingHead {
  title: string;
  trainer: string;
  venue: string;
  fromDate: string;
  toDate: string;
}

export const MEETINGS: EventKind<MeetingHead> = {
  words: { one: 'meeting', many: 'meetings' },
  headers: ['Subject', 'Date', 'Time'],
  cellsOf: (one) => [one.subject, formatDate(one.meetingDate), `${one.fromTime} to ${one.toTime}`],
};

export const TRAININGS: EventKind<TrainingHead> = {
  words: { one: 'training', many: 'trainings' },
  headers: ['Training', 'Trainer', 'Days'],
  cellsOf: (one) => [
    one.title,
    one.trainer,
    one.fromDate === one.toDate ? formatDate(one.fromDate) : `${formatDate(one.fromDate)} to ${formatDate(one.toDate)}`,
  ],
};
