import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readTaskRef, type TaskRef } from '../../../shared/answering/task-links';
import { PageEmpty, PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import type { ScenarioWalk } from '../api/types';
import { useScenario } from '../hooks/use-scenario';
import { SCENARIO_NS } from '../i18n';
import { SceneView } from './scene-view';
import './scenario.css';

function WalkFooter({ walk, actions }: { walk: ScenarioWalk; actions: ReturnType<typeof useScenario> }) {
  const { t } = useTranslation(SCENARIO_NS);
  if (walk.handedIn) {
    return (
      <div className="pj-scenario__footer">
        <p role="status">{t('handedIn')}</p>
        {walk.canRestart && (
          <Button block onClick={() => actions.restart.mutate()} disabled={actions.busy}>
            {t('restart')}
          </Button>
        )}
      </div>
    );
  }
  if (!walk.finished)
    return walk.canAnswer ? null : (
      <p role="status" className="pj-scenario__hint">
        {t('disabled')}
      </p>
    );
  return (
    <div className="pj-scenario__footer">
      <p role="status">{t('ending')}</p>
      <Button
        block
        color="primary"
        size="large"
        disabled={!walk.canAnswer || actions.busy}
        loading={actions.submit.isPending}
        loadingText={t('submitting')}
        onClick={() => actions.submit.mutate()}
      >
        {t('submit')}
      </Button>
    </div>
  );
}

function ScenarioWalkView({ task }: { task: TaskRef }) {
  const { t } = useTranslation(SCENARIO_NS);
  const actions = useScenario(task);
  const { walk } = actions;
  if (walk.isPending) return <PageLoading text={t('loading')} />;
  if (walk.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void walk.refetch()} />;
  const data = walk.data;
  const scene = data.scene;
  const locked = !data.canAnswer || actions.busy;
  return (
    <article className="pj-scenario">
      <h1 className="pj-scenario__title">{data.title}</h1>
      <nav aria-label={t('path')}>
        <ol className="pj-scenario__path">
          {data.path.map((entry, index) => (
            <li key={`${entry.sceneId}-${index}`} aria-current={index === data.path.length - 1 ? 'step' : undefined}>
              {entry.title}
            </li>
          ))}
        </ol>
      </nav>
      {scene && (
        <SceneView
          scene={scene}
          step={data.path.length}
          disabled={locked}
          onChoose={(choice) => actions.step.mutate({ sceneId: scene.id, choice })}
          onAnswer={(answers) => actions.step.mutate({ sceneId: scene.id, answers })}
        />
      )}
      <WalkFooter walk={data} actions={actions} />
    </article>
  );
}

/** §2 /studentCustomMadeAnswer: a scenario walked scene by scene, resumed from the server, handed in at an ending. */
export function ScenarioAnswerPage() {
  const { t } = useTranslation(SCENARIO_NS);
  const [search] = useSearchParams();
  const task = readTaskRef(search);
  if (!task) return <PageEmpty>{t('noTask')}</PageEmpty>;
  return <ScenarioWalkView task={task} />;
}
