import { useTranslation } from 'react-i18next';
import { localClockTime } from '../../../shared/browser/local-time';
import { ANSWER_NS } from '../i18n';

/** Where the draft is kept right now: announced politely, so a screen reader hears it without losing focus. */
export function SaveStatus({ changed, serverSavedAt }: { changed: boolean; serverSavedAt: number | null }) {
  const { t } = useTranslation(ANSWER_NS);
  if (!changed) return null;
  return (
    <p role="status" aria-live="polite" className="pj-answer__muted">
      {serverSavedAt === null ? t('answer.savedLocal') : t('answer.saved', { time: localClockTime(serverSavedAt) })}
    </p>
  );
}
