/**
 * When the bell first reads the notifications by itself: this many milliseconds after the header appears, or only
 * when the bell is opened (null, the default). The demo backend seeds a module's data the first time anything reads
 * it, and some seeds post to the books: a read the person did not ask for would move the trial balance under them
 * (a hostel's cash moved by the school's seeded receipts while its report was open). Until the seeds are made with
 * the company, the bell reads when it is opened, then after every save and every few minutes.
 */
export const noticeReading: { firstReadDelayMs: number | null } = { firstReadDelayMs: null };
