import { dictLabelFor } from '@pingjia/contract';
import { Empty, Form, Select, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../drill/load-failed';
import { REPORT_CHOICE_NS } from './i18n';
import type { ReportChoice } from './use-report-choice';
import { Typography } from '../typography';

interface ReportChoiceFieldsProps {
  /** Starts the selects' ids (`<prefix>-year`, `<prefix>-batch`, `<prefix>-report`), unique on the page. */
  idPrefix: string;
  choice: ReportChoice;
}

/** The year, batch and report selects of a report page's filter form, and whether the report is out. */
export function ReportChoiceFields({ idPrefix, choice }: ReportChoiceFieldsProps) {
  const { t, i18n } = useTranslation(REPORT_CHOICE_NS);
  const { current } = choice;
  return (
    <>
      <Form.Item label={t('reportYear')} htmlFor={`${idPrefix}-year`}>
        <Select
          id={`${idPrefix}-year`}
          style={{ minWidth: 160 }}
          value={choice.reportYear}
          onChange={choice.chooseYear}
          options={choice.years.map((year) => ({ value: year.dictValue, label: dictLabelFor(year, i18n.language) }))}
        />
      </Form.Item>
      <Form.Item label={t('evaluationBatch')} htmlFor={`${idPrefix}-batch`}>
        <Select
          id={`${idPrefix}-batch`}
          style={{ minWidth: 180 }}
          value={choice.evaluationBatch}
          onChange={choice.chooseBatch}
          options={choice.batches.map((batch) => ({ value: batch.evaluationBatch, label: batch.name }))}
        />
      </Form.Item>
      <Form.Item label={t('report')} htmlFor={`${idPrefix}-report`}>
        <Select
          id={`${idPrefix}-report`}
          style={{ minWidth: 240 }}
          value={current?.taskGroupId}
          onChange={choice.chooseReport}
          showSearch={{ optionFilterProp: 'label' }}
          options={choice.reports.map((entry) => ({ value: entry.taskGroupId, label: entry.taskGroupName }))}
        />
      </Form.Item>
      {current && (
        <Form.Item>
          {current.publication.published ? (
            <Tag color="green">{t('published')}</Tag>
          ) : (
            <span>
              <Tag>{t('preview')}</Tag>
              <Typography.Text type="secondary">{t('previewHint')}</Typography.Text>
            </span>
          )}
        </Form.Item>
      )}
    </>
  );
}

/** What stands below the selects until a report is chosen: loading, the failure, or why there is none. */
export function ReportChoiceState({ choice }: { choice: ReportChoice }) {
  const { t } = useTranslation(REPORT_CHOICE_NS);
  switch (choice.status) {
    case 'ready':
      return null;
    case 'loading':
      return <Skeleton active paragraph={{ rows: 2 }} />;
    case 'failed':
      return <LoadFailed onRetry={choice.retry} />;
    case 'noYears':
      return <Empty description={<Typography.Text>{t('noYears')}</Typography.Text>} />;
    case 'noReport':
      return (
        <Empty
          description={
            <>
              <Typography.Text>{t('noReport')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('noReportHint')}</Typography.Text>
            </>
          }
        />
      );
  }
}
