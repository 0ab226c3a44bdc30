/** The class code of a pupil: standard and section joined by a dash, { className: 'VIII', section: 'A' } → 'VIII-A'. */
export const classCodeOf = (pupil: { className: string; section: string }): string =>
  `${pupil.className.trim()}-${pupil.section.trim()}`;

/** The standard and section of a class code ('VIII-A' → VIII, A); null when it has no dash between two parts. */
export function classPartsOf(classCode: string): { className: string; section: string } | null {
  const at = classCode.lastIndexOf('-');
  if (at <= 0 || at === classCode.length - 1) return null;
  return { className: classCode.slice(0, at), section: classCode.slice(at + 1) };
}
