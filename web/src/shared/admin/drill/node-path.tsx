import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeRef } from '../drill-view';
import { DRILL_NS } from './i18n';
import './drill.css';

interface NodePathProps {
  /** The levels from below the caller's scope down to the one shown. */
  path: readonly (NodeRef & { name: string })[];
  onGo: (node: NodeRef | undefined) => void;
}

/** The breadcrumb from the caller's scope to the level shown; every level above is a button back up. */
export function NodePath({ path, onGo }: NodePathProps) {
  const { t } = useTranslation(DRILL_NS);
  const levels: { key: string; name: string; node: NodeRef | undefined }[] = [
    { key: 'root', name: t('path.root'), node: undefined },
    ...path.map(({ kind, id, name }) => ({ key: `${kind}-${id}`, name, node: { kind, id } })),
  ];
  return (
    <nav aria-label={t('path.label')} className="pj-drill__path">
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
