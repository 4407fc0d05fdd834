import { isResetReasonValid } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { isRequestError } from '../../../shared/request';
import { progressKey, type ProgressStudentRow } from '../api/progress-detail';
import { resetTaskResult } from '../api/reset-result';
import type { ProgressTaskGroup } from '../api/task-groups';
import { PROGRESS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

type Activity = ProgressTaskGroup['activities'][number];

interface ResetDialogProps {
  student: ProgressStudentRow;
  activity: Activity;
  onClose: () => void;
}

/**
 * Two steps: the reason (the contract's rule, shown under the field), then a confirmation that
 * names the student and the activity. A success refreshes every progress figure on the page.
 */
export default function ResetDialog({ student, activity, onClose }: ResetDialogProps) {
  const { t } = useTranslation(PROGRESS_NS);
  const [form] = Form.useForm<{ reason: string }>();
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const confirmTextId = useId();
  const names = { student: student.userName, activity: activity.activityName };
  const next = async () => {
    try {
      setReason((await form.validateFields()).reason.trim());
    } catch {
      // The field already shows the rule it broke.
    }
  };
  const confirm = async () => {
    if (reason === null) return;
    setBusy(true);
    try {
      await resetTaskResult({ studentId: student.studentId, activityId: activity.activityId, reason });
    } catch (error) {
      // The request layer has shown why; the dialog stays open for another try.
      if (!isRequestError(error)) throw error;
      setBusy(false);
      return;
    }
    showToast(t('recovery.done', names), 'success');
    void queryClient.invalidateQueries({ queryKey: progressKey });
    onClose();
  };
  const footer =
    reason === null
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('recovery.cancel')}
          </Button>,
          <Button key="next" type="primary" onClick={() => void next()}>
            {t('recovery.next')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setReason(null)} disabled={busy}>
            {t('recovery.back')}
          </Button>,
          <Button
            key="confirm"
            type="primary"
            autoFocus
            loading={busy}
            aria-describedby={confirmTextId}
            onClick={() => void confirm()}
          >
            {t('recovery.confirm')}
          </Button>,
        ];
  return (
    <Modal open title={t('recovery.dialogTitle')} footer={footer} onCancel={onClose} maskClosable={!busy}>
      {/* Kept mounted while confirming, so going back finds the reason as it was typed. */}
      <div hidden={reason !== null}>
        <Form form={form} layout="vertical" initialValues={{ reason: '' }}>
          <Form.Item
            name="reason"
            label={t('recovery.reason')}
            extra={t('recovery.reasonHint')}
            htmlFor="recovery-reason"
            rules={[
              {
                validator: (_rule, value: unknown) =>
                  typeof value === 'string' && isResetReasonValid(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('recovery.reasonRule'))),
              },
            ]}
          >
            <Input.TextArea id="recovery-reason" rows={3} autoFocus />
          </Form.Item>
        </Form>
      </div>
      {reason !== null && (
        <>
          <Typography.Paragraph id={confirmTextId}>{t('recovery.confirmText', names)}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('recovery.reason')}: {reason}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
