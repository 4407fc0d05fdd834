import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ratePercent } from '../../../../shared/admin/drill/format';
import type { GroupByArea } from '../../api/current-group';
import { dayOf, FIGURE_KEYS, unitsToList } from '../../hooks/current-group';
import { CURRENT_GROUP_NS } from './current-group-i18n';
import { RateBar } from '../../../../shared/admin/rate-bar';
import { Typography } from '../../../../shared/admin/typography';

/** A completion rate as a bar with its percentage, named for screen readers by what it measures. */
function CompletionRate({ rate, name }: { rate: number; name: string }) {
  const { t } = useTranslation(CURRENT_GROUP_NS);
  return <RateBar percent={ratePercent(rate)} label={t('rateLabel', { name })} />;
}

function Period({ group }: { group: GroupByArea }) {
  const { t } = useTranslation(CURRENT_GROUP_NS);
  const start = dayOf(group.tgiStartTime);
  return group.tgiEndTime ? t('period', { start, end: dayOf(group.tgiEndTime) }) : t('openEnded', { start });
}

/** The units below the caller's root (schools, grades or classes), each with its rate. */
function UnitList({ group }: { group: GroupByArea }) {
  const { t } = useTranslation(CURRENT_GROUP_NS);
  const headingId = useId();
  const units = unitsToList(group.units);
  if (units.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="pj-home-progress__subtitle">
        {t('units')}
      </h3>
      <ul className="pj-home-progress__units">
        {units.map((unit) => (
          <li key={`${unit.kind}:${unit.id}`}>
            <div className="pj-home-progress__unit-head">
              <Typography.Text strong>{unit.name}</Typography.Text>
              <Typography.Text type="secondary">
                {t('doneOfParticipants', { done: unit.counts.done, participants: unit.counts.participants })}
              </Typography.Text>
            </div>
            <CompletionRate rate={unit.counts.completionRate} name={unit.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The current group's completion over the caller's scope: its rate, its figures and the units below. */
export function GroupFigures({ group }: { group: GroupByArea }) {
  const { t } = useTranslation(CURRENT_GROUP_NS);
  return (
    <div className="pj-home-progress">
      <div>
        <Typography.Text strong className="pj-home-progress__name">
          {group.tgiName}
        </Typography.Text>
        <Typography.Text type="secondary" className="pj-home-progress__period">
          <Period group={group} />
        </Typography.Text>
      </div>
      <div className="pj-home-progress__rate">
        <Typography.Text>{t('rate')}</Typography.Text>
        <CompletionRate rate={group.totals.completionRate} name={group.tgiName} />
      </div>
      <dl className="pj-home-progress__figures">
        {FIGURE_KEYS.map((key) => (
          <div key={key}>
            <dt>{t(`counts.${key}`)}</dt>
            <dd>{group.totals[key]}</dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph type="secondary" className="pj-home-progress__hint">
        {t('countsHint')}
      </Typography.Paragraph>
      <UnitList group={group} />
    </div>
  );
}
