import { useQuery } from '@tanstack/react-query';
import { Form, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { NodePath } from '../../../shared/admin/drill/node-path';
import { Panel } from '../../../shared/admin/panel';
import { currentPhaseQueryOptions, developmentQueryOptions, type DevelopmentRowKind } from '../api/development';
import { downloadDevelopment } from '../api/download-report';
import { useMyScope } from '../api/my-scope';
import type { ReportScope } from '../api/report-keys';
import { ALL_GRADES, useReportView, type ReportViewControls } from '../hooks/report-view';
import { useReportChoices, type ReportChoices } from '../hooks/use-report-choices';
import { developmentRows, phaseSchoolOf } from '../hooks/caller-reach';
import { REPORTS_NS } from '../i18n';
import { ExportButton } from './export-button';
import { ChartsToggle, ReportFrame } from './report-frame';
import { ReportHead } from './report-head';
import { UnitsFigure } from './units-figure';

/** /adminIndex/report/develop: each school's or class's aspect means and value-added, side by side. */
export function DevelopPage() {
  const { t } = useTranslation(REPORTS_NS);
  const controls = useReportView();
  const choices = useReportChoices(controls);
  const myScope = useMyScope();
  const schoolId = phaseSchoolOf(myScope.data, controls.view.node);
  const phase = useQuery({ ...currentPhaseQueryOptions(schoolId ?? 0), enabled: schoolId !== undefined });
  // A phase chosen for one school means nothing at another.
  const [chosenPhase, setChosenPhase] = useState<{ schoolId: number | undefined; phaseId: string }>();
  const phases = schoolId === undefined ? [] : (phase.data?.phases ?? []);
  const phaseId = chosenPhase && chosenPhase.schoolId === schoolId ? chosenPhase.phaseId : phase.data?.phaseId;
  const choosePhase = (next: string) => {
    setChosenPhase({ schoolId, phaseId: next });
    // A grade of the phase left behind would no longer be offered.
    controls.chooseGrade(ALL_GRADES);
  };
  const gradeLevels = phases.find((candidate) => candidate.phaseId === phaseId)?.gradeLevels;
  // The grade filter offers the grades of the school's phase.
  const phasedChoices: ReportChoices = gradeLevels
    ? { ...choices, grades: choices.grades.filter((grade) => gradeLevels.includes(grade.gradeLevel)) }
    : choices;
  const phaseFilter = phases.length > 0 && (
    <Form.Item label={t('filters.phase')} htmlFor="report-phase">
      <Select
        id="report-phase"
        style={{ minWidth: 120 }}
        value={phaseId}
        onChange={choosePhase}
        options={phases.map((candidate) => ({
          value: candidate.phaseId,
          label: t(`phases.${candidate.phaseId}`, { defaultValue: candidate.phaseId }),
        }))}
      />
    </Form.Item>
  );
  if (myScope.isError) return <LoadFailed onRetry={() => void myScope.refetch()} />;
  return (
    <ReportFrame title={t('titles.develop')} choices={phasedChoices} controls={controls} filters={phaseFilter}>
      {(scope) =>
        myScope.data ? (
          <Development
            by={developmentRows(myScope.data, controls.view.node)}
            scope={scope}
            choices={phasedChoices}
            controls={controls}
          />
        ) : (
          <Skeleton active />
        )
      }
    </ReportFrame>
  );
}

interface DevelopmentProps {
  by: DevelopmentRowKind;
  scope: ReportScope;
  choices: ReportChoices;
  controls: ReportViewControls;
}

function Development({ by, scope, choices, controls }: DevelopmentProps) {
  const { t } = useTranslation(REPORTS_NS);
  const development = useQuery(developmentQueryOptions(by, scope));
  const [showCharts, setShowCharts] = useState(false);
  if (development.isError) {
    const backToScope = scope.node && (() => controls.drill(undefined));
    return <LoadFailed onRetry={() => void development.refetch()} onBackToScope={backToScope} />;
  }
  if (!development.data) return <Skeleton active />;
  const { head, aspects, rows } = development.data;
  const exportButton = (
    <ExportButton
      label={t('export.development')}
      download={() => downloadDevelopment({ ...scope, by }, t('export.developmentFileName'))}
    />
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} aria-busy={development.isPlaceholderData}>
      <NodePath path={head.path.slice(1)} onGo={controls.drill} />
      <ReportHead head={head} choices={choices} actions={exportButton} withScope={false} />
      <ChartsToggle isShown={showCharts} onToggle={() => setShowCharts(!showCharts)} />
      <Panel title={t('develop.title', { kind: t(`kinds.${by}`) })}>
        <p className="pj-report__method">{t('valueAdded.method')}</p>
        <UnitsFigure
          rows={rows}
          aspectNames={aspects.map((aspect) => aspect.name)}
          showCharts={showCharts}
          onDrill={by === 'school' ? controls.drill : undefined}
          chart="aspects"
        />
      </Panel>
    </Space>
  );
}
