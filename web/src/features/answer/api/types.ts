import type { AnswerMap } from '../../../shared/stores/answer-store';

/** The task group as the evaluation calls return it (§3 task group info plus its name and exemption). */
export interface TaskGroupInfo {
  tgiId: number;
  tgiName: string;
  tgiStartTime: string;
  tgiEndTime: string | null;
  passed: string;
}

export interface ActivityInfo {
  activityId: number;
  activityName: string;
  kind: string;
  taskGroupId: number;
  passed: string;
  sort: number;
}

export type ItemType = 'single' | 'multiple' | 'judge' | 'scale' | 'fill' | 'text' | 'upload';

/** One item as the student sees it: no scores, no accepted answers. */
export interface AnswerItem {
  itemId: number;
  sort: number;
  type: ItemType;
  stem: string;
  required: boolean;
  media: string[];
  /** 'image' or 'file' for upload items. */
  accept: string | null;
  options: { optionId: number; label: string }[];
}

export interface TaskFlags {
  userTaskState: number;
  respondTimes: number;
  isWaive: number;
  reuploadFlag: number;
}

export interface ServerDraft {
  activityId: number;
  useTime: number;
  answers: AnswerMap;
  updatedAt: string | null;
}
