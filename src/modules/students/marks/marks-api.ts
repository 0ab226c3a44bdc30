import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { MarksRequirements, MarksSheetAnswer } from '../domain/marks-rules';
import { STU_KEY, STU_ROUTES } from '../domain/stu-routes';
import type { ReportCard } from '../domain/marks-types';

/** The exams, classes and subjects to choose from. */
export const useMarksRequirements = () =>
  useQuery({
    queryKey: [STU_KEY, 'marks', 'requirements'],
    queryFn: () => dataProvider.report<MarksRequirements>(STU_ROUTES.marksRequirements, {}),
  });

/** A sheet with its class roll and the exam's maximum, once the exam, class and subject are chosen. */
export const useMarksSheet = (exam: string, classCode: string, subject: string) =>
  useQuery({
    queryKey: [STU_KEY, 'marks', 'sheet', exam, classCode, subject],
    queryFn: () => dataProvider.report<MarksSheetAnswer>(STU_ROUTES.marksSheet, { exam, classCode, subject }),
    enabled: exam !== '' && classCode !== '' && subject !== '',
  });

/** The report cards of a class for an exam, once both are chosen. */
export const useReportCards = (exam: string, classCode: string) =>
  useQuery({
    queryKey: [STU_KEY, 'marks', 'cards', exam, classCode],
    queryFn: () => dataProvider.report<ReportCard[]>(STU_ROUTES.reportCards, { exam, classCode }),
    enabled: exam !== '' && classCode !== '',
  });

/**
 * Saves a sheet (`{ header, lines, traCheck }` with its Idempotency-Key); every students read is refreshed after it.
 */
export function useSaveMarksSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(STU_ROUTES.saveMarksSheet, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STU_KEY] }),
  });
}
