import { Typography } from '../../../shared/admin/typography';
/* The assistant switches' dialog, fetched when an area admin opens it (it carries antd's Table). */
import { ASSISTANT_AUDIENCES, ASSISTANT_GRADE_LEVELS, gradeName, type AssistantAudience } from '@pingjia/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Modal, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import {
  assistantSettingsKey,
  getAssistantSettings,
  saveAssistantSettings,
  type AssistantSettingCell,
  type AssistantSettings,
} from '../api/assistant-settings';
import { assistantKey } from '../api/assistant-calls';
import { REPORT_ASSISTANT_NS } from '../i18n';

const cellKey = (audience: AssistantAudience, gradeLevel: number) => `${audience}:${gradeLevel}`;

/** The grade × audience grid of one area, edited as a whole and saved at once. */
function SettingsForm({ settings, onDone }: { settings: AssistantSettings; onDone: () => void }) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(
    () => new Set(settings.cells.filter((cell) => cell.enabled).map((cell) => cellKey(cell.audience, cell.gradeLevel))),
  );
  const save = useMutation({
    mutationFn: () => {
      const cells: AssistantSettingCell[] = ASSISTANT_AUDIENCES.flatMap((audience) =>
        ASSISTANT_GRADE_LEVELS.map((gradeLevel) => ({
          audience,
          gradeLevel,
          enabled: enabled.has(cellKey(audience, gradeLevel)),
        })),
      );
      return saveAssistantSettings(settings.regionId, cells);
    },
    onSuccess: () => {
      showToast(t('settings.saved'), 'success');
      // Open panels ask again whether they may be used.
      void queryClient.invalidateQueries({ queryKey: assistantKey });
      onDone();
    },
  });
  const toggle = (key: string, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const columns = [
    { title: t('settings.grade'), dataIndex: 'name', key: 'grade' },
    ...ASSISTANT_AUDIENCES.map((audience) => ({
      title: t(`settings.audiences.${audience}`),
      key: audience,
      align: 'center' as const,
      render: (_: unknown, row: { gradeLevel: number; name: string }) => {
        const key = cellKey(audience, row.gradeLevel);
        return (
          <Checkbox
            checked={enabled.has(key)}
            aria-label={t('settings.toggle', { grade: row.name, audience: t(`settings.audiences.${audience}`) })}
            onChange={(event) => toggle(key, event.target.checked)}
          />
        );
      },
    })),
  ];
  const rows = ASSISTANT_GRADE_LEVELS.map((gradeLevel) => ({
    key: gradeLevel,
    gradeLevel,
    name: gradeName(gradeLevel),
  }));
  return (
    <>
      <Typography.Paragraph>{t('settings.hint')}</Typography.Paragraph>
      <Table size="small" pagination={false} columns={columns} dataSource={rows} />
      <Flex justify="end" gap="small" style={{ marginTop: 12 }}>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('settings.cancel')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {t('settings.save')}
        </Button>
      </Flex>
    </>
  );
}

export default function SettingsDialog({ regionId, onClose }: { regionId?: number; onClose: () => void }) {
  const { t } = useTranslation(REPORT_ASSISTANT_NS);
  const settings = useQuery({
    queryKey: assistantSettingsKey(regionId),
    queryFn: () => getAssistantSettings(regionId),
  });
  const title = settings.data ? t('settings.title', { region: settings.data.regionName }) : t('settings.button');
  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={560}>
      {settings.isPending && <Spin aria-label={t('loading')} />}
      {settings.isError && (
        <Alert
          type="error"
          message={t('settings.loadFailed')}
          action={<Button onClick={() => void settings.refetch()}>{t('retry')}</Button>}
        />
      )}
      {settings.data && <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} onDone={onClose} />}
    </Modal>
  );
}
