/** What saving a trade document answers: what was made, else a refusal of the whole, else each field's problem. */
export type TradeSaveOutcome<Made> = Made | { refusal: string } | { problems: Record<string, string> };
