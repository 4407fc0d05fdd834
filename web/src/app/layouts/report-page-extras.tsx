import { capabilitiesOf } from '@pingjia/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { useStore } from 'zustand';
import {
  ReportPageExtrasContext,
  type ClassExtraProps,
  type ReportPageExtras,
} from '../../features/reports/report-extras';
import { userStore } from '../../shared/stores/user-store';

// Each extra is fetched when it first shows (a class opened, an area admin's report read), so the
// report pages' own weight does not carry them.
const ClassReportZipButton = lazy(async () => ({
  default: (await import('../../features/report-pdf/components/class-report-zip-button')).ClassReportZipButton,
}));
const ReportAssistantPanel = lazy(async () => ({
  default: (await import('../../features/report-assistant/components/report-assistant-panel')).ReportAssistantPanel,
}));
const ReportAssistantSettings = lazy(async () => ({
  default: (await import('../../features/report-assistant/components/report-assistant-settings'))
    .ReportAssistantSettings,
}));

function ClassZip(props: ClassExtraProps) {
  return (
    <Suspense fallback={null}>
      <ClassReportZipButton {...props} />
    </Suspense>
  );
}

function ClassAssistant({ taskGroupId, classId }: ClassExtraProps) {
  return (
    <Suspense fallback={null}>
      <ReportAssistantPanel taskGroupId={taskGroupId} classId={classId} />
    </Suspense>
  );
}

/** The assistant's switches, for the area admins who set them. */
function AssistantSwitches() {
  const currentRole = useStore(userStore, (state) => state.currentRole);
  if (!capabilitiesOf(currentRole).includes('manageReportAssistant')) return null;
  return (
    <Suspense fallback={null}>
      <ReportAssistantSettings />
    </Suspense>
  );
}

const EXTRAS: ReportPageExtras = { ClassActions: ClassZip, ClassBelow: ClassAssistant, AreaActions: AssistantSwitches };

/** A report page with what the PDF and assistant features add to it. */
export function withReportExtras(Page: ComponentType): ComponentType {
  return function ReportPageWithExtras() {
    return (
      <ReportPageExtrasContext value={EXTRAS}>
        <Page />
      </ReportPageExtrasContext>
    );
  };
}
