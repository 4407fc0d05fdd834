import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GradedTask, ProgrammingTask, SampleRun } from '../api/types';
import { PROGRAMMING_NS } from '../i18n';
import { runExamplesInBrowser } from '../sandbox/run-in-browser';
import { GradedResults, SampleResults } from './case-results';
import { CodeEditor } from './code-editor';

const BlockEditor = lazy(async () => ({ default: (await import('./block-editor')).BlockEditor }));

interface TaskPanelProps {
  task: ProgrammingTask;
  position: number;
  code: string;
  readOnly: boolean;
  graded: GradedTask | undefined;
  onCode: (code: string) => void;
}

/** One task: statement, examples, the editor (code, or blocks for the younger grades), a run of the examples. */
export function TaskPanel({ task, position, code, readOnly, graded, onCode }: TaskPanelProps) {
  const { t } = useTranslation(PROGRAMMING_NS);
  const [mode, setMode] = useState<'code' | 'blocks'>('code');
  const [runs, setRuns] = useState<SampleRun[] | null>(null);
  const [running, setRunning] = useState(false);
  const title = t('task', { n: position, title: task.title });

  const run = async () => {
    setRunning(true);
    try {
      setRuns(await runExamplesInBrowser({ code, functionName: task.functionName, examples: task.examples }));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="pj-prog__task" aria-label={title} data-testid={`task-${task.taskId}`}>
      <h2 className="pj-prog__task-title">{title}</h2>
      <p className="pj-prog__statement">
        {/* Authors mark code with backticks, the one piece of markdown a statement uses. */}
        {task.statement.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
      </p>
      <h3>{t('examples')}</h3>
      <ul className="pj-prog__examples">
        {task.examples.map((example, index) => (
          <li key={index}>
            <code>
              {task.functionName}({JSON.stringify(example.input)}) → {JSON.stringify(example.expected)}
            </code>
          </li>
        ))}
      </ul>
      {task.blockEditor && !readOnly && (
        <div role="group" className="pj-prog__modes">
          {(['code', 'blocks'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              className="pj-prog__mode"
              onClick={() => setMode(value)}
            >
              {t(value === 'code' ? 'codeMode' : 'blockMode')}
            </button>
          ))}
        </div>
      )}
      {mode === 'blocks' && (
        <Suspense fallback={<p role="status">{t('editorLoading')}</p>}>
          <p className="pj-prog__hint">{t('blockHint', { name: task.functionName })}</p>
          <BlockEditor
            functionName={task.functionName}
            label={t('blockMode')}
            loadingText={t('editorLoading')}
            onChange={onCode}
          />
        </Suspense>
      )}
      <CodeEditor
        value={code}
        label={t('codeLabel', { title: task.title })}
        loadingText={t('editorLoading')}
        readOnly={readOnly || mode === 'blocks'}
        onChange={onCode}
      />
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={running}
        loadingText={t('running')}
        onClick={() => void run()}
      >
        {t('run')}
      </Button>
      {runs && <SampleResults examples={task.examples} runs={runs} />}
      {graded && <GradedResults graded={graded} />}
    </section>
  );
}
