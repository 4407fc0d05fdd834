import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDanmuList } from '../api/get-danmu-list';
import { placeDanmu } from '../hooks/danmu-lanes';
import { useDanmuPreference } from '../hooks/danmu-preference';
import { STUDENT_NS } from '../i18n';
import './danmu-layer.css';

/** Bullet comments drifting across the student home only; a switch turns them off for good on this device. */
export function DanmuLayer() {
  const { t } = useTranslation(STUDENT_NS);
  const [on, setOn] = useDanmuPreference();
  const messages = useDanmuList(on);
  const placed = placeDanmu(messages.data ?? []);
  return (
    <section className="pj-danmu" aria-label={t('danmu.label')}>
      {/* A native switch, which a keyboard reaches, rather than antd-mobile's, a div that Tab passes by. */}
      <label className="pj-danmu__switch">
        <span>{t('danmu.toggle')}</span>
        <input
          type="checkbox"
          role="switch"
          className="pj-danmu__toggle"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
        />
      </label>
      {on && placed.length > 0 && (
        <div className="pj-danmu__sky">
          {placed.map((message) => (
            <span
              key={message.id}
              className={`pj-danmu__item pj-danmu__item--lane${message.lane}`}
              style={
                {
                  '--pj-danmu-delay': `${message.delay}s`,
                  '--pj-danmu-duration': `${message.duration}s`,
                } as CSSProperties
              }
            >
              {message.content}
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
