import { Button, Space } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicScene, QuestionAnswers } from '../api/types';
import { SCENARIO_NS } from '../i18n';
import { mediaUrl } from './media-url';
import { SceneQuestions } from './scene-questions';

interface SceneViewProps {
  scene: PublicScene;
  step: number;
  disabled: boolean;
  onChoose: (choice: string) => void;
  onAnswer: (answers: QuestionAnswers) => void;
}

/** One scene: its picture, narration (played only when the student presses play), text, then its choice or questions. */
export function SceneView({ scene, step, disabled, onChoose, onAnswer }: SceneViewProps) {
  const { t } = useTranslation(SCENARIO_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new scene replaces the old in place; moving focus to its title tells keyboard and screen-reader users.
  useEffect(() => heading.current?.focus(), [scene.id, step]);
  return (
    <section className="pj-scenario__scene" aria-labelledby="pj-scene-title" data-scene={scene.id}>
      <p className="pj-scenario__step">{t('step', { n: step })}</p>
      <h2 id="pj-scene-title" ref={heading} tabIndex={-1}>
        {scene.title}
      </h2>
      {scene.image && (
        <img
          className="pj-scenario__image"
          src={mediaUrl(scene.image)}
          alt={t('imageAlt', { title: scene.title })}
          width={480}
          height={320}
        />
      )}
      {scene.audio && (
        <audio
          className="pj-scenario__audio"
          controls
          preload="none"
          aria-label={t('listen')}
          src={mediaUrl(scene.audio)}
        />
      )}
      {scene.video && <video className="pj-scenario__image" controls preload="none" src={mediaUrl(scene.video)} />}
      <p className="pj-scenario__text">{scene.text}</p>
      {scene.kind === 'branch' && (
        <div role="group" aria-label={scene.prompt ?? ''}>
          <p className="pj-scenario__prompt">{scene.prompt}</p>
          <Space direction="vertical" block>
            {scene.options.map((option) => (
              <Button key={option.id} block disabled={disabled} onClick={() => onChoose(option.id)}>
                {option.label}
              </Button>
            ))}
          </Space>
        </div>
      )}
      {scene.kind === 'questions' && (
        <SceneQuestions key={`${scene.id}-${step}`} questions={scene.questions} disabled={disabled} onSend={onAnswer} />
      )}
    </section>
  );
}
