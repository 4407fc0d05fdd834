import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Filters } from '../api/types';
import type { useExport } from '../hooks/use-export';
import { ADMIN_BASIS_NS } from '../i18n';

interface ExportButtonProps {
  exporter: ReturnType<typeof useExport>;
  /** The table's current filters: the export holds what the table would list. */
  filters: Filters;
}

/** Exports the filtered table; while the file streams in, a status line counts the kilobytes received. */
export function ExportButton({ exporter, filters }: ExportButtonProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  return (
    <>
      <Button loading={exporter.receivedKb !== null} onClick={() => void exporter.run(filters)}>
        {t('common.export')}
      </Button>
      {exporter.receivedKb !== null && (
        <span role="status">
          {t('common.exporting')} {exporter.receivedKb} KB
        </span>
      )}
    </>
  );
}
