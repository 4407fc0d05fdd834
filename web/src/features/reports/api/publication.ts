import { report, type PublishScope } from '@pingjia/contract';
import { http } from '../../../shared/request';

export interface PublicationTarget {
  taskGroupId: number;
  scope: PublishScope;
  scopeId: number;
}

/** Releases the report to the students and parents of an area or a school. */
export function publishReport(target: PublicationTarget) {
  return http.request(report.publishReport, { body: target });
}

/** Takes the release back: students and parents see nothing of the report again. */
export function withdrawReport(target: PublicationTarget) {
  return http.request(report.withdrawReport, { body: target });
}
