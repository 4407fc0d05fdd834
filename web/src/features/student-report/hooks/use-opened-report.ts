import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { studentReportQueryOptions } from '../api/get-student-report';
import { studentReportKey } from '../api/keys';
import { markReportRead } from '../api/mark-report-read';
import { markPopupShown, popupStatusQueryOptions } from '../api/popup-status';

export interface OpenedReportRef {
  taskGroupId: number;
  /** A parent's child; none: the student themself. */
  studentId?: number;
}

/**
 * A report opened from the list: its data, the read it records once shown (reportRead), and
 * whether the first-open guide is due; closing the guide records it, so it does not come back.
 */
export function useOpenedReport({ taskGroupId, studentId }: OpenedReportRef) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const report = useQuery(studentReportQueryOptions({ taskGroupId, studentId }, i18n.language));
  const isShown = report.isSuccess;
  const popup = useQuery({ ...popupStatusQueryOptions({ taskGroupId, studentId }), enabled: isShown });

  useEffect(() => {
    if (!isShown) return;
    void markReportRead({ taskGroupId, studentId })
      // The list's unread mark follows the read just recorded.
      .then(() => queryClient.invalidateQueries({ queryKey: [...studentReportKey, 'list'] }))
      .catch(() => undefined);
  }, [isShown, taskGroupId, studentId, queryClient]);

  const closeGuide = () => {
    queryClient.setQueryData(popupStatusQueryOptions({ taskGroupId, studentId }).queryKey, { show: false });
    void markPopupShown({ taskGroupId, studentId }).catch(() => undefined);
  };

  return { report, isGuideDue: popup.data?.show === true, closeGuide };
}
