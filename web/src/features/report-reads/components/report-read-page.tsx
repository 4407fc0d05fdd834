import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { ReportChoiceFields, ReportChoiceState } from '../../../shared/admin/report-choice/report-choice-fields';
import { useReportChoice } from '../../../shared/admin/report-choice/use-report-choice';
import { REPORT_READS_NS } from '../i18n';
import { ReadBrowser } from './read-browser';
import './report-reads.css';

/**
 * /adminIndex/check/reportRead: which students, and which of their parents, have opened a report,
 * from the caller's scope down to a class.
 */
export function ReportReadPage() {
  const { t } = useTranslation(REPORT_READS_NS);
  const choice = useReportChoice();
  const taskGroupId = choice.status === 'ready' ? choice.current?.taskGroupId : undefined;
  return (
    <Panel title={t('title')} level={1}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Form layout="inline" aria-label={t('filtersLabel')}>
          <ReportChoiceFields idPrefix="report-read" choice={choice} />
        </Form>
        <ReportChoiceState choice={choice} />
        {/* Another report starts again at the caller's scope, with its filters cleared. */}
        {taskGroupId !== undefined && <ReadBrowser key={taskGroupId} taskGroupId={taskGroupId} />}
      </Space>
    </Panel>
  );
}
