import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { ApprovalSettings } from './approval-settings';
import { CoveringLetters } from './covering-letters';
import { MailSettings } from './mail-settings';
import { isLetterType } from './letter-rules';
import { useSectionFocus } from './use-section-focus';

/**
 * Administration → System settings (/admin/system): purchase and sales approvals, mail settings and
 * covering letters, each section saved on its own through the spec's calls; leaving with any
 * section unsaved asks first.
 */
export function SystemSettingsScreen() {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (section: string, dirty: boolean) =>
      setUnsaved((current) => {
        if (current.has(section) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(section);
        else next.delete(section);
        return next;
      }),
    [],
  );
  const reportMails = useCallback((dirty: boolean) => report('mails', dirty), [report]);
  const reportLetters = useCallback((dirty: boolean) => report('letters', dirty), [report]);
  const leaveQuestion = useLeaveGuard(unsaved.size > 0);
  // Menus elsewhere open one part of this screen: `?section=mail-settings`, `?section=covering-letters&letter=PUR_ORD`.
  const [params] = useSearchParams();
  useSectionFocus(params.get('section'));
  const letter = params.get('letter');

  return (
    <section aria-labelledby="screen-title" style={{ maxWidth: '48rem' }}>
      <h1 id="screen-title" className="h3 mb-3">
        System settings
      </h1>
      <ApprovalSettings onDirtyChange={report} />
      <MailSettings onDirtyChange={reportMails} />
      <CoveringLetters
        onDirtyChange={reportLetters}
        initialType={letter && isLetterType(letter) ? letter : undefined}
      />
      {leaveQuestion}
    </section>
  );
}
