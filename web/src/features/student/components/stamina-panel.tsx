import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '../../../shared/mobile/progress-meter';
import type { HomeStamina } from '../api/query-home-page';
import { STUDENT_NS } from '../i18n';

/** §3/§5 stamina: finished activities in the window against the limit, and the last N days. */
export function StaminaPanel({ stamina }: { stamina: HomeStamina }) {
  const { t } = useTranslation(STUDENT_NS);
  const limited = stamina.dayMaxFinish > 0;
  const percent = limited ? Math.min(100, (100 * stamina.dayFinish) / stamina.dayMaxFinish) : 0;
  return (
    <section className="pj-student__panel" aria-labelledby="pj-stamina-title">
      <h2 id="pj-stamina-title" className="pj-student__heading">
        {t('stamina.title')}
      </h2>
      <p data-testid="stamina-count">
        {limited
          ? t('stamina.count', { days: stamina.recentlyDay, done: stamina.dayFinish, max: stamina.dayMaxFinish })
          : t('stamina.noLimit', { done: stamina.dayFinish })}
      </p>
      {limited && (
        <ProgressMeter
          label={t('stamina.title')}
          percent={percent}
          fillColor={stamina.isDayFinish ? 'var(--adm-color-warning)' : 'var(--adm-color-success)'}
        />
      )}
      {stamina.isDayFinish && <p className="pj-student__warn">{t('stamina.exhausted')}</p>}
      <h3 className="pj-student__subheading">{t('stamina.lastDays', { days: stamina.staminaVOList.length })}</h3>
      <ul className="pj-student__days">
        {stamina.staminaVOList.map((day) => (
          <li key={day.dateTime}>{t('stamina.day', { date: day.dateTime.slice(5, 10), count: day.finishNum })}</li>
        ))}
      </ul>
    </section>
  );
}
