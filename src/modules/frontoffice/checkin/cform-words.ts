/** "5 h left", "due now", "overdue by 3 h". */
export function hoursLeftText(hours: number): string {
  if (hours < 0) return `overdue by ${-hours} h`;
  if (hours === 0) return 'due within the hour';
  return `${hours} h left`;
}
