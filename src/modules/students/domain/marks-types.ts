/** One pupil's marks in a sheet: marks out of the exam's maximum, or null when absent (absent true) or not entered. */
export interface MarksRow {
  admissionNo: string;
  marks: number | null;
  absent: boolean;
}

/** The marks of one exam, class and subject (saved replace-all). maxMarks is the exam's when saved. */
export interface MarksSheet {
  exam: string;
  classCode: string;
  subject: string;
  maxMarks: number;
  rows: MarksRow[];
  savedBy: string;
  savedAt: string;
}

/** A pupil's report card for an exam, computed from the class's sheets (never stored). */
export interface ReportCard {
  exam: string;
  examName: string;
  classCode: string;
  admissionNo: string;
  name: string;
  subjects: Array<{
    subject: string;
    name: string;
    maxMarks: number;
    marks: number | null;
    absent: boolean;
    grade: string;
  }>;
  /**
   * Σ marks of the subjects with marks or absent (an absent subject counts 0, its maximum counts), and Σ their maxima;
   * subjects not entered are left out.
   */
  total: number;
  maxTotal: number;
  /** total / maxTotal × 100, two decimals. */
  percent: number;
  /** CBSE 8-point scale: A1 (91-100) … E (below 33); AB when absent throughout, '' when nothing is entered. */
  grade: string;
  /** In the class, standard competition ranking (1, 2, 2, 4). */
  rank: number;
  passed: boolean;
}
