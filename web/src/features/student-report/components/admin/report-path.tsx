import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StuReportControls, StuReportView } from '../../hooks/stu-report-view';
import { STUDENT_REPORT_NS } from '../../i18n';

/** Where the page is: all classes, a class, a student; every level above is a button back up. */
export function ReportPath({ view, controls }: { view: StuReportView; controls: StuReportControls }) {
  const { t } = useTranslation(STUDENT_REPORT_NS);
  // The last level is where the page is: it has nowhere to go.
  const levels: { key: string; name: string; go?: () => void }[] = [
    { key: 'classes', name: t('admin.allClasses'), go: () => controls.openClass(undefined) },
    ...(view.openClass
      ? [{ key: 'class', name: view.openClass.className, go: () => controls.openStudent(undefined) }]
      : []),
    ...(view.openStudent ? [{ key: 'student', name: view.openStudent.userName }] : []),
  ];
  return (
    <nav aria-label={t('admin.path')} className="pj-stu-report__path pj-no-print">
      <ol>
        {levels.map((level, index) => (
          <li key={level.key}>
            {index === levels.length - 1 || !level.go ? (
              <span aria-current="page">{level.name}</span>
            ) : (
              <Button type="link" size="small" onClick={level.go}>
                {level.name}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
