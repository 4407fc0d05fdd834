import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { backToParent } from '../hooks/acting';
import { parentStore } from '../hooks/child-store';
import './parents.css';

/** While a parent acts for a child: who is acting, and the way back to the parent's own account. */
export function ActingBanner() {
  const { t } = useTranslation();
  const acting = useStore(parentStore, (state) => state.acting);
  if (!acting) return null;
  return (
    <div className="pj-acting-banner" role="status">
      <span>{t('parents.actingText', { parent: acting.parentName, child: acting.childName })}</span>
      <Button size="mini" color="warning" onClick={() => void backToParent()}>
        {t('parents.backToParent')}
      </Button>
    </div>
  );
}
