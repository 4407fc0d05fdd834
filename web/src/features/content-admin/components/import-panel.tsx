import { Button, Form, InputNumber, Select, Skeleton, Space } from 'antd';
import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../shared/request';
import { importContent } from '../api/import-content';
import { CONTENT_ADMIN_NS } from '../i18n';
import { IMPORT_KIND_NAMES, IMPORT_KINDS, parseDefinition, type ImportKind } from '../import-kinds';
import { downloadExample } from './download-example';
import type { ImportOutcome } from './import-outcome';
import { Typography } from '../../../shared/admin/typography';

// The outcome (error table) loads with the first answer, keeping the page within the admin weight budget.
const ImportOutcomeView = lazy(async () => ({ default: (await import('./import-outcome')).ImportOutcomeView }));

export function ImportPanel() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const fileInputId = useId();
  const [kind, setKind] = useState<ImportKind>('activity');
  const [targetId, setTargetId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const target = IMPORT_KINDS[kind].target;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setOutcome(null);
  }

  async function runImport() {
    if (!file) {
      setOutcome({ kind: 'failure', message: t('import.needFile'), errors: [] });
      return;
    }
    const parsed = parseDefinition(await file.text(), target, targetId);
    if (!parsed.ok) {
      const message =
        parsed.reason === 'invalidJson' ? t('import.invalidJson', { reason: parsed.detail }) : t('import.notObject');
      setOutcome({ kind: 'failure', message, errors: [] });
      return;
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'success', result: await importContent(kind, parsed.body) });
    } catch (error) {
      setOutcome(
        isRequestError(error)
          ? { kind: 'failure', message: error.message, errors: error.errors }
          : { kind: 'failure', message: String(error), errors: [] },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" size="middle" className="pj-content-admin__import">
      <Form layout="vertical" onFinish={() => void runImport()}>
        <Form.Item label={t('import.kind')} htmlFor="content-import-kind">
          <Select<ImportKind>
            id="content-import-kind"
            value={kind}
            onChange={(next) => {
              setKind(next);
              setOutcome(null);
            }}
            options={IMPORT_KIND_NAMES.map((name) => ({ value: name, label: t(`import.kinds.${name}`) }))}
          />
        </Form.Item>
        <Form.Item label={t(`import.${target}`)} htmlFor="content-import-target">
          <InputNumber<number>
            id="content-import-target"
            min={1}
            precision={0}
            value={targetId}
            onChange={setTargetId}
          />
        </Form.Item>
        <Form.Item label={t('import.file')} htmlFor={fileInputId}>
          <Space wrap>
            <input id={fileInputId} type="file" accept=".json,application/json" onChange={chooseFile} />
            <Button onClick={() => downloadExample(kind)}>{t('import.example')}</Button>
          </Space>
        </Form.Item>
        {!file && <Typography.Text type="secondary">{t('import.noFile')}</Typography.Text>}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {busy ? t('import.importing') : t('import.submit')}
          </Button>
        </Form.Item>
      </Form>
      {outcome && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <ImportOutcomeView outcome={outcome} />
        </Suspense>
      )}
    </Space>
  );
}
