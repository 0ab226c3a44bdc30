import { studentsOf } from '../core/school/school-masters';
import { detailOf, found, type RecordFinder } from '../core/search/record-finder';
import { searchIndex } from '../core/search/search-index';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The pupils of the admission register, on roll first, by admission number or name. */
const register = searchIndex('frontdesk.students', async (companyCode) =>
  (await studentsOf(companyCode))
    .sort((a, b) => Number(b.active) - Number(a.active) || byName(a, b))
    .map((student) => ({
      number: student.admissionNo,
      name: student.name,
      value: {
        admissionNo: student.admissionNo,
        name: student.name,
        classCode: `${student.className}-${student.section}`,
        active: student.active,
      },
    })),
);

const pupils: RecordFinder = {
  kind: 'pupil',
  async find({ companyCode, query, limit }) {
    return (await register.find(companyCode, query, limit)).map(({ value, exact }) =>
      found('pupil', {
        recordId: value.admissionNo,
        number: value.admissionNo,
        name: value.name,
        detail: detailOf(`Class ${value.classCode}`, !value.active && 'left'),
        exact,
      }),
    );
  },
  warm: (companyCode) => register.entries(companyCode),
};

/** The school office's records: the pupils of its admission register. */
export const SCHOOL_OFFICE_RECORD_FINDERS: readonly RecordFinder[] = [pupils];
