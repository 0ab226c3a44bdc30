/** A line the terminal shows above the order: what a send, a bill or a refusal came to. */
export interface TerminalMessage {
  variant: 'success' | 'danger' | 'info';
  text: string;
}
