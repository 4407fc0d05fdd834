import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../shared/mobile/choice-chips';
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
    <ChoiceChips
      label={t('parents.switchChild')}
      options={children.map((child) => ({ value: child.studentId, label: child.userName }))}
      value={currentId}
      onChange={onChoose}
    />
  );
}
