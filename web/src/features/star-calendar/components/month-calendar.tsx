import { useTranslation } from 'react-i18next';
import type { MonthView } from '../api/types';
import { monthGrid } from '../hooks/month-grid';

interface Props {
  view: MonthView;
  selectedDate: string | null;
  onSelect: (date: string) => void;
}

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The month as a grid; a day with records shows its stars and opens that day's records. */
export function MonthCalendar({ view, selectedDate, onSelect }: Props) {
  const { t } = useTranslation();
  const starsByDay = new Map(view.days.map((day) => [day.recordDate, day.stars]));
  return (
    <table className="pj-star-month" aria-label={t('star.monthLabel', { month: view.month })}>
      <thead>
        <tr>
          {WEEKDAY_KEYS.map((key) => (
            <th key={key} scope="col">
              {t(`star.weekday.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(view.month).map((week, index) => (
          <tr key={week.find(Boolean) ?? index}>
            {week.map((date, cell) => {
              if (!date) return <td key={`pad-${cell}`} />;
              const stars = starsByDay.get(date) ?? 0;
              return (
                <td key={date}>
                  <button
                    type="button"
                    className={`pj-star-day${stars > 0 ? ' has-stars' : ''}${date === selectedDate ? ' is-selected' : ''}`}
                    aria-pressed={date === selectedDate}
                    onClick={() => onSelect(date)}
                  >
                    {/* The name starts with the day shown (speech users say what they see); the full date follows unseen. */}
                    <span>{Number(date.slice(-2))}</span>
                    {stars > 0 && (
                      <span className="pj-star-day__stars" aria-hidden="true">
                        ★{stars}
                      </span>
                    )}
                    <span className="pj-visually-hidden">{t('star.dayLabel', { date, count: stars })}</span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
