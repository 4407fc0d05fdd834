import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStudentReportPdf } from '../api/download-student-report-pdf';
import { REPORT_PDF_NS } from '../i18n';
import './student-report-pdf-button.css';

interface StudentReportPdfButtonProps {
  taskGroupId: number;
  /** A parent's child or a staff's student; none: the signed-in student's own. */
  studentId?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Downloads the student report as a PDF (made on the server with the repository's font). Plain
 * markup and no library: it sits on the phone pages, which have a weight budget.
 */
export function StudentReportPdfButton({ taskGroupId, studentId }: StudentReportPdfButtonProps) {
  const { t } = useTranslation(REPORT_PDF_NS);
  const [making, setMaking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setMaking(true);
    setFailure(null);
    downloadStudentReportPdf(studentId === undefined ? { taskGroupId } : { taskGroupId, studentId })
      .catch((error: unknown) => setFailure(messageOf(error)))
      .finally(() => setMaking(false));
  };
  return (
    <span className="pj-report-pdf">
      <button type="button" className="pj-report-pdf__button" disabled={making} onClick={download}>
        {making ? t('making') : t('download')}
      </button>
      {failure !== null && (
        <span role="alert" className="pj-report-pdf__failure">
          {t('failed', { message: failure })}
        </span>
      )}
    </span>
  );
}
