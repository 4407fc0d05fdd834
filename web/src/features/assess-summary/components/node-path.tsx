import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryNodeRef, SummaryPath } from '../api/summary-query';
import { ASSESS_SUMMARY_NS } from '../i18n';

interface NodePathProps {
  path: SummaryPath;
  onGo: (node: SummaryNodeRef | undefined) => void;
}

/** The breadcrumb from the caller's scope to the level shown; every level above is a button back up. */
export function NodePath({ path, onGo }: NodePathProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const levels: { key: string; name: string; node: SummaryNodeRef | undefined }[] = [
    { key: 'root', name: t('path.root'), node: undefined },
    ...path.map(({ kind, id, name }) => ({ key: `${kind}-${id}`, name, node: { kind, id } })),
  ];
  return (
    <nav aria-label={t('path.label')} className="pj-summary__path">
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
