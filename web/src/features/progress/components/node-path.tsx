import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProgressDetail, ProgressNodeRef } from '../api/progress-detail';
import { PROGRESS_NS } from '../i18n';

interface NodePathProps {
  path: ProgressDetail['path'];
  onGo: (node: ProgressNodeRef | undefined) => void;
}

/** The breadcrumb from the caller's scope to the level shown; every level above is a button back up. */
export function NodePath({ path, onGo }: NodePathProps) {
  const { t } = useTranslation(PROGRESS_NS);
  const levels: { key: string; name: string; node: ProgressNodeRef | undefined }[] = [
    { key: 'root', name: t('path.root'), node: undefined },
    ...path.map(({ kind, id, name }) => ({ key: `${kind}-${id}`, name, node: { kind, id } })),
  ];
  return (
    <nav aria-label={t('path.label')} className="pj-progress__path">
      <ol>
        {levels.map((level, index) => (
          <li key={level.key}>
            {index === levels.length - 1 ? (
              <span aria-current="page">{level.name}</span>
            ) : (
              <Button type="link" size="small" onClick={() => onGo(level.node)}>
                {level.name}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
