import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { appRoutes } from '@pingjia/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Panel } from '../../../shared/admin/panel';
import { contractText } from '../../../shared/i18n';
import { isRequestError } from '../../../shared/request';
import { downloadTemplate, sheetNamesOf, startDryRun, startImport, uploadWorkbook } from '../api/import-calls';
import type { AccountKind, ImportTarget } from '../api/import-calls';
import { useSchools } from '../api/schools';
import { useImportJob } from '../hooks/use-import-job';
import { BATCH_ACCOUNTS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

// The result tables are only needed once a check has run.
const JobResult = lazy(async () => ({ default: (await import('./job-result')).JobResult }));

/** Failures were already shown by the request layer; the page only stays where it is. */
async function quietly<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isRequestError(error)) return null;
    throw error;
  }
}

/** The §5 password rule, loaded on first submit (zod is a large share of the page). */
async function passwordProblem(password: string): Promise<string | null> {
  const { passwordSchema } = await import('../../../shared/forms/rules');
  const result = passwordSchema.safeParse(password);
  return result.success ? null : contractText(result.error.issues[0]?.message ?? '');
}

/** §2's templateDownload and uploadAll open the batch page at their step. */
const STEP_OF_PATH: Record<string, string> = {
  [appRoutes.templateDownload]: 'ba-template',
  [appRoutes.uploadAll]: 'ba-upload',
};

function useScrollToStep() {
  const { pathname } = useLocation();
  useEffect(() => {
    const step = STEP_OF_PATH[pathname];
    if (step) document.getElementById(step)?.scrollIntoView({ block: 'start' });
  }, [pathname]);
}

/** /adminIndex/basis/batchAddAccounts (also templateDownload and uploadAll): template, upload, dry run, import. */
export function BatchAccountsPage() {
  const { t } = useTranslation(BATCH_ACCOUNTS_NS);
  useScrollToStep();
  const schools = useSchools();
  const [kind, setKind] = useState<AccountKind>('student');
  const [schoolId, setSchoolId] = useState<number | undefined>(undefined);
  const [fileName, setFileName] = useState<string | null>(null);
  const [sheets, setSheets] = useState<string[]>([]);
  const [sheetIndex, setSheetIndex] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const chosenSchool = schoolId ?? schools.data?.[0]?.id;
  const target = (): ImportTarget | null =>
    fileName && chosenSchool ? { fileName, sheetIndex, kind, schoolId: chosenSchool } : null;

  const upload = async (file: File | undefined) => {
    setJobId(null);
    setFileName(null);
    if (!file) return;
    const stored = await quietly(() => uploadWorkbook(file));
    if (!stored) return;
    const names = await quietly(() => sheetNamesOf(stored));
    if (!names) return;
    setSheets(names);
    setSheetIndex(0);
    setFileName(stored);
  };
  const check = async () => {
    const chosen = target();
    if (chosen) setJobId(await quietly(() => startDryRun(chosen)));
  };
  const runImport = async () => {
    const chosen = target();
    const problem = await passwordProblem(password);
    setPasswordError(problem);
    if (!chosen || problem) return;
    setJobId(await quietly(() => startImport(chosen, password)));
  };
  const dryRunDone = job.data?.mode === 'dryRun' && job.data.state === 'done' && job.data.validRows > 0;

  return (
    <Panel title={t('title')} level={1}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <section aria-labelledby="ba-template">
          <Typography.Title level={5} id="ba-template">
            1. {t('steps.template')}
          </Typography.Title>
          <Space wrap>
            <Radio.Group
              aria-label={t('kind.label')}
              value={kind}
              onChange={(event) => setKind(event.target.value as AccountKind)}
              options={[
                { value: 'student', label: t('kind.student') },
                { value: 'teacher', label: t('kind.teacher') },
              ]}
            />
            <Button onClick={() => void downloadTemplate(kind)}>{t('template')}</Button>
          </Space>
        </section>
        <section aria-labelledby="ba-upload">
          <Typography.Title level={5} id="ba-upload">
            2. {t('steps.upload')}
          </Typography.Title>
          <Form layout="vertical">
            <Form.Item label={t('school')} htmlFor="ba-school">
              <Select
                id="ba-school"
                style={{ maxWidth: 360 }}
                loading={schools.isLoading}
                value={chosenSchool}
                onChange={setSchoolId}
                options={schools.data?.map((school) => ({
                  value: school.id,
                  label: school.organizationName,
                }))}
              />
            </Form.Item>
            <Form.Item label={t('file')} htmlFor="ba-file">
              <input
                id="ba-file"
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => void upload(event.target.files?.[0])}
              />
            </Form.Item>
            {sheets.length > 1 && (
              <Form.Item label={t('sheet')} htmlFor="ba-sheet">
                <Select
                  id="ba-sheet"
                  style={{ maxWidth: 360 }}
                  value={sheetIndex}
                  onChange={setSheetIndex}
                  options={sheets.map((name, index) => ({
                    value: index,
                    label: name,
                  }))}
                />
              </Form.Item>
            )}
            <Button type="primary" disabled={!fileName} onClick={() => void check()}>
              {t('check')}
            </Button>
          </Form>
        </section>
        {job.data && (
          <Suspense fallback={null}>
            <JobResult job={job.data} />
          </Suspense>
        )}
        {dryRunDone && (
          <section aria-labelledby="ba-import">
            <Typography.Title level={5} id="ba-import">
              3. {t('steps.import')}
            </Typography.Title>
            <Form layout="vertical" onFinish={() => void runImport()}>
              <Form.Item
                label={t('password')}
                htmlFor="ba-password"
                validateStatus={passwordError ? 'error' : undefined}
                help={passwordError}
              >
                <Input.Password
                  id="ba-password"
                  autoComplete="new-password"
                  style={{ maxWidth: 360 }}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('importButton', { count: job.data?.validRows ?? 0 })}
              </Button>
            </Form>
          </section>
        )}
      </Space>
    </Panel>
  );
}
