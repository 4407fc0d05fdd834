import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../shared/mobile/choice-chips';
import { deleteStarRecord } from '../api/delete-record';
import { dayRecordsQueryOptions } from '../api/get-day-records';
import { monthViewQueryOptions } from '../api/get-record-list';
import { tabTypesQueryOptions } from '../api/get-tab-types';
import { trendChartQueryOptions } from '../api/get-trend-chart';
import { starQueryKey, type StarRecord } from '../api/types';
import { useGrowthCalendar } from '../hooks/use-growth-calendar';
import { MonthCalendar } from './month-calendar';
import { RecordList } from './record-list';
import { TrendChart } from './trend-chart';
import './star-calendar.css';

const ALL = 0;

type Calendar = ReturnType<typeof useGrowthCalendar>;

function MonthSection({ calendar, studentId }: { calendar: Calendar; studentId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { month, tabType, selectedDate } = calendar;
  const view = useQuery(monthViewQueryOptions({ studentId, month, tabType }));
  const day = useQuery({
    ...dayRecordsQueryOptions({ studentId, recordDate: selectedDate ?? '', tabType }),
    enabled: selectedDate !== null,
  });
  async function remove(record: StarRecord) {
    await deleteStarRecord(record.id);
    await queryClient.invalidateQueries({ queryKey: starQueryKey });
  }
  return (
    <Card className="pj-star-section" title={<h2>{t('star.monthTitle', { month })}</h2>}>
      <Space>
        <Button size="small" onClick={() => calendar.moveMonth(-1)}>
          {t('star.previousMonth')}
        </Button>
        <Button size="small" onClick={() => calendar.moveMonth(1)}>
          {t('star.nextMonth')}
        </Button>
      </Space>
      {view.isPending && <p role="status">{t('app.loading')}</p>}
      {view.isError && <p role="alert">{t('request.requestFailed')}</p>}
      {view.data && (
        <>
          <p>{t('star.monthTotal', { count: view.data.totalStars })}</p>
          <MonthCalendar view={view.data} selectedDate={selectedDate} onSelect={calendar.setSelectedDate} />
          <h3>{selectedDate ? t('star.dayRecords', { date: selectedDate }) : t('star.monthRecords')}</h3>
          <RecordList records={selectedDate ? (day.data ?? []) : view.data.records} onDelete={remove} />
        </>
      )}
    </Card>
  );
}

function TrendSection({ studentId, month }: { studentId: number; month: string }) {
  const { t } = useTranslation();
  const trend = useQuery(trendChartQueryOptions(studentId, month));
  return (
    <Card className="pj-star-section" title={<h2>{t('star.trendTitle')}</h2>}>
      {trend.isPending && <p role="status">{t('app.loading')}</p>}
      {trend.isError && <p role="alert">{t('request.requestFailed')}</p>}
      {trend.data && <TrendChart svg={trend.data.svg} />}
    </Card>
  );
}

/** §2 /growthCalendar: a child's star activity records by month and tab type, and their trend. */
export function GrowthCalendar() {
  const { t } = useTranslation();
  const calendar = useGrowthCalendar();
  const tabs = useQuery(tabTypesQueryOptions);
  const { child } = calendar;
  if (calendar.children.isPending) return <p role="status">{t('app.loading')}</p>;
  if (calendar.children.isError) return <p role="alert">{t('request.requestFailed')}</p>;
  if (!child) return <p>{t('star.noChildren')}</p>;
  return (
    <>
      <Card title={<h1 className="pj-home-title">{t('star.title')}</h1>}>
        <div className="pj-star-filters">
          <ChoiceChips
            label={t('star.child')}
            options={calendar.list.map((entry) => ({
              value: entry.studentId,
              label: `${entry.userName} ★${entry.totalStars}`,
            }))}
            value={child.studentId}
            onChange={(chosen) => calendar.chooseChild(chosen)}
          />
          <ChoiceChips
            label={t('star.tabTypes')}
            columns={3}
            options={[
              { value: ALL, label: t('star.allTabs') },
              ...(tabs.data ?? []).map((tab) => ({ value: tab.tabType, label: tab.tabName })),
            ]}
            value={calendar.tabType ?? ALL}
            onChange={(chosen) => calendar.setTabType(chosen === ALL ? null : chosen)}
          />
        </div>
      </Card>
      <MonthSection calendar={calendar} studentId={child.studentId} />
      <TrendSection studentId={child.studentId} month={calendar.month} />
    </>
  );
}
