/**
 * When the bell first reads the notifications by itself: this many milliseconds after the header appears, so that
 * its count shows the unread ones without being opened; null reads only when the bell is opened (the screen tests
 * use it, so that a screen's data and act() stay their own). The demo backend seeds a module's data the first time
 * anything reads it; the seeds that post to the books are made before the books are first read
 * (`src/mocks/core/accounting/books-seeders.ts`), so this read never moves a report already on screen.
 */
export const noticeReading: { firstReadDelayMs: number | null } = { firstReadDelayMs: 3_000 };
