import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Child } from '../api/get-children';

interface Props {
  children: Child[];
  currentId: number | null;
  onChoose: (studentId: number) => void;
}

/** The bound children; choosing one makes it the current child (§4). */
export function ChildSwitcher({ children, currentId, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <Selector
      aria-label={t('parents.switchChild')}
      options={children.map((child) => ({ value: child.studentId, label: child.userName }))}
      value={currentId === null ? [] : [currentId]}
      onChange={(selected) => {
        const [chosen] = selected;
        if (chosen !== undefined) onChoose(chosen);
      }}
    />
  );
}
