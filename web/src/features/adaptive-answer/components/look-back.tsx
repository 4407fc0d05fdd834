import { useQuery } from '@tanstack/react-query';
import { Button, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskRef } from '../../../shared/answering/task-links';
import { PageFailed, PageLoading } from '../../../shared/mobile/page-state';
import { lookBackQuery } from '../api/get-look-back';
import { ADAPTIVE_NS } from '../i18n';

function AnsweredItem({ task, position }: { task: TaskRef; position: number }) {
  const { t } = useTranslation(ADAPTIVE_NS);
  const look = useQuery(lookBackQuery(task, position));
  if (look.isPending) return <PageLoading text={t('loading')} />;
  if (look.isError)
    return <PageFailed text={t('loadFailed')} retryText={t('retry')} onRetry={() => void look.refetch()} />;
  const { item, chosenOptionId } = look.data;
  return (
    <section className="pj-adaptive__look" aria-labelledby={`pj-look-${position}`} data-testid="look-back-item">
      <h3 id={`pj-look-${position}`}>{t('lookBackTitle', { position })}</h3>
      <p className="pj-adaptive__stem">{item.stem}</p>
      <Radio.Group value={chosenOptionId} disabled>
        <Space direction="vertical">
          {item.options.map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.label}
              {option.id === chosenOptionId ? ` · ${t('yourChoice')}` : ''}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <p className="pj-adaptive__muted">{t('readOnly')}</p>
    </section>
  );
}

/** The answered items, one at a time and read only (§7 previous page; answers are final, see docs/engines/adaptive.md). */
export function LookBack({ task, answeredCount }: { task: TaskRef; answeredCount: number }) {
  const { t } = useTranslation(ADAPTIVE_NS);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState(answeredCount);
  if (answeredCount === 0) return null;
  return (
    <div className="pj-adaptive__look-back">
      <Button size="small" fill="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(open ? 'hideLookBack' : 'lookBack')}
      </Button>
      {open && (
        <>
          <Space wrap>
            {Array.from({ length: answeredCount }, (_, i) => i + 1).map((n) => (
              <Button
                key={n}
                size="mini"
                color={n === position ? 'primary' : 'default'}
                aria-pressed={n === position}
                onClick={() => setPosition(n)}
              >
                {n}
              </Button>
            ))}
          </Space>
          <AnsweredItem task={task} position={Math.min(position, answeredCount)} />
        </>
      )}
    </div>
  );
}
