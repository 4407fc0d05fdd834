import { Button, Checkbox, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswers, SceneQuestion } from '../api/types';
import { SCENARIO_NS } from '../i18n';

const isAnswered = (questions: SceneQuestion[], answers: QuestionAnswers) =>
  questions.every((question) => {
    const value = answers[question.id];
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string';
  });

/** The scene's questions; "continue" sends them all at once, so the path moves on only when each is answered. */
export function SceneQuestions({
  questions,
  disabled,
  onSend,
}: {
  questions: SceneQuestion[];
  disabled: boolean;
  onSend: (answers: QuestionAnswers) => void;
}) {
  const { t } = useTranslation(SCENARIO_NS);
  const [answers, setAnswers] = useState<QuestionAnswers>({});
  const set = (id: string, value: string | string[]) => setAnswers((current) => ({ ...current, [id]: value }));
  const ready = isAnswered(questions, answers);
  return (
    <form
      className="pj-scenario__questions"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend(answers);
      }}
    >
      {questions.map((question) => (
        <fieldset key={question.id} className="pj-scenario__question" disabled={disabled}>
          <legend>
            {question.stem} {question.type === 'multiple' && t('multiple')}
          </legend>
          {question.type === 'single' ? (
            <Radio.Group
              value={answers[question.id] as string | undefined}
              onChange={(value) => set(question.id, String(value))}
            >
              <Space direction="vertical">
                {question.options.map((option) => (
                  <Radio key={option.id} value={option.id}>
                    {option.label}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              value={(answers[question.id] as string[] | undefined) ?? []}
              onChange={(values) => set(question.id, values.map(String))}
            >
              <Space direction="vertical">
                {question.options.map((option) => (
                  <Checkbox key={option.id} value={option.id}>
                    {option.label}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          )}
        </fieldset>
      ))}
      {!ready && <p className="pj-scenario__hint">{t('chooseAll')}</p>}
      <Button block color="primary" type="submit" disabled={disabled || !ready}>
        {t('continue')}
      </Button>
    </form>
  );
}
