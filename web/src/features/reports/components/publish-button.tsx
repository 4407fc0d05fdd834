import type { ReportHead, UnitReport } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allReportsQueryOptions } from '../../../shared/admin/report-choice/queries';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { useMyScope } from '../api/my-scope';
import { publishReport, withdrawReport, type PublicationTarget } from '../api/publication';
import { reportsKey } from '../api/report-keys';
import { unitReportsKey } from '../api/unit-report';
import { publicationTarget } from '../hooks/caller-reach';
import { REPORTS_NS } from '../i18n';

/** Publish (or withdraw) the report for the node shown, after a confirmation naming what and for whom. */
export function PublishButton({ head }: { head: ReportHead }) {
  const { t } = useTranslation(REPORTS_NS);
  const queryClient = useQueryClient();
  const scope = useMyScope();
  const isPublished = head.publication.published;
  const [isBusy, setBusy] = useState(false);
  const apply = async (target: PublicationTarget) => {
    setBusy(true);
    try {
      const publication = await (isPublished ? withdrawReport(target) : publishReport(target));
      // A withdrawal takes back this node's own release; one made above it still stands.
      if (isPublished && publication.published) showToast(t('publish.stillPublished'), 'info');
      else showToast(t(isPublished ? 'publish.withdrawn' : 'publish.published'), 'success');
      // The node's report says so at once; every figure and list is then read again.
      queryClient.setQueriesData<UnitReport>({ queryKey: unitReportsKey }, (old) =>
        old && isReportOf(old.head, target) ? { ...old, head: { ...old.head, publication } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: reportsKey });
      // The report choice lists each report with its publication.
      void queryClient.invalidateQueries({ queryKey: allReportsQueryOptions.queryKey.slice(0, 1) });
    } catch {
      // The request layer has already shown why.
    } finally {
      setBusy(false);
    }
  };
  const target = publicationTarget(scope.data, head.taskGroupId, head.node);
  if (!target) return null;
  const ask = async () => {
    const names = { report: head.taskGroupName, scope: head.node.name };
    const isSure = await showConfirmDialog({
      text: t(isPublished ? 'publish.withdrawConfirm' : 'publish.publishConfirm', names),
      confirmText: t(isPublished ? 'publish.confirmWithdraw' : 'publish.confirmPublish'),
      cancelText: t('publish.cancel'),
    });
    if (isSure) await apply(target);
  };
  return (
    <Button
      type={isPublished ? 'default' : 'primary'}
      danger={isPublished}
      // Disabled rather than antd's `loading`: its spinner leaves by a CSS transition that, on a
      // busy machine, sometimes never ends, and the button kept reading "loading" after the change.
      disabled={isBusy}
      onClick={() => void ask()}
    >
      {t(isPublished ? 'publish.withdraw' : 'publish.publish')}
    </Button>
  );
}

/** Whether a report's head is of the report and node a publication was for. */
function isReportOf(head: ReportHead, target: PublicationTarget): boolean {
  return head.taskGroupId === target.taskGroupId && head.node.kind === target.scope && head.node.id === target.scopeId;
}
