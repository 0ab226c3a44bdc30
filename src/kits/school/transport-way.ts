/** BOTH: to school and back (the route fee); ONE: one way (the one-way fee). */
export type TransportWay = 'BOTH' | 'ONE';

export const WAYS: readonly TransportWay[] = ['BOTH', 'ONE'];
/** As the transport screen and the school office's transport report name them. */
export const WAY_LABELS: Readonly<Record<TransportWay, string>> = { BOTH: 'Both ways', ONE: 'One way' };
