import { appRoutes } from '@pingjia/contract';
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { artworkUrl } from '../../../shared/artwork/artwork-url';
import type { HomeAward } from '../api/query-home-page';
import { STUDENT_NS } from '../i18n';

/** The medals and trophies the student has earned, with the count of new ones (getNewMark). */
export function AwardShelf({ awards, newCount }: { awards: HomeAward[]; newCount: number }) {
  const { t } = useTranslation(STUDENT_NS);
  const earned = awards.filter((award) => award.earned);
  return (
    <section className="pj-student__panel" aria-labelledby="pj-awards-title">
      <div className="pj-student__row">
        <h2 id="pj-awards-title" className="pj-student__heading">
          {t('awards.title')}
        </h2>
        {newCount > 0 && <Badge content={t('awards.newCount', { count: newCount })} />}
        <Link to={appRoutes.stuSecondPage}>{t('awards.seeAll')}</Link>
      </div>
      {earned.length === 0 ? (
        <p className="pj-student__muted">{t('awards.none')}</p>
      ) : (
        <ul className="pj-student__awards">
          {earned.map((award) => (
            <li key={award.awardId} data-testid={`award-${award.image}`}>
              <img src={artworkUrl(award.image)} alt={award.name} width={56} height={70} />
              <span>{award.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
