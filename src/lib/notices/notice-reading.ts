/**
 * When the bell first reads the notifications by itself: this many milliseconds after the header appears, or only
 * when the bell is opened (null). The first read makes the demo backend compute every module's notices (seeding
 * what the screen in view never asked for), so screen tests that are not about the bell switch it off: their data and
 * their act() stay their own.
 */
export const noticeReading: { firstReadDelayMs: number | null } = { firstReadDelayMs: 3_000 };
