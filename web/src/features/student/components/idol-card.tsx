import { idolLevel } from '@pingjia/contract';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { artworkUrl } from '../../../shared/artwork/artwork-url';
import { roleLabel } from '../../../shared/i18n/role-label';
import { userStore } from '../../../shared/stores/user-store';
import type { StudentHomePage } from '../api/query-home-page';
import { STUDENT_NS } from '../i18n';

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Who is answering, and their idol (§5: a level above 3 shows level 1). */
export function IdolCard({ home }: { home: StudentHomePage }) {
  const { t } = useTranslation(STUDENT_NS);
  const { t: tShell } = useTranslation();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const currentRole = useStore(userStore, (state) => state.currentRole);
  const level = idolLevel(home.artist.level);
  return (
    <section className="pj-student__hero">
      <img
        className="pj-student__idol"
        src={artworkUrl(home.artist.image)}
        alt={t('idol.alt', { level })}
        width={96}
        height={120}
      />
      <div>
        <h1 className="pj-student__title">{tShell('home.greeting', { name: home.student.userName })}</h1>
        <p className="pj-student__muted">{join(userInfo?.schoolName, userInfo?.gradeName, userInfo?.className)}</p>
        <p className="pj-student__muted">
          <span>{tShell('home.currentRole')}</span> <span>{roleLabel(tShell, currentRole)}</span>
        </p>
        <p>{t('idol.level', { level })}</p>
        <p className="pj-student__muted">
          {t('overview', { total: home.overview.total, finished: home.overview.finished })}
        </p>
      </div>
    </section>
  );
}
