import type { IssueContext } from '../domain/issue-rules';
import type { IssueRequirements } from '../domain/library-types';

/**
 * The issue rules' context from the requirements: the register, and each copy out as a one-line issue (who has it until
 * when).
 */
export function issueContextOf(requirements: IssueRequirements): IssueContext {
  return {
    books: requirements.books,
    issues: requirements.out.map((copy) => ({
      issueNo: copy.issueNo,
      memberKey: copy.memberKey,
      memberName: copy.memberName,
      lines: [
        {
          accessionNo: copy.accessionNo,
          copyNo: copy.copyNo,
          title: copy.title,
          dueDate: copy.dueDate,
          returnedOn: '',
          returnNo: '',
        },
      ],
    })),
  };
}
