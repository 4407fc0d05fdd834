/** What the server shows of an item: never its parameters or its key. */
export interface AdaptiveItem {
  itemId: number;
  stem: string;
  options: { id: string; label: string }[];
}

export interface AdaptivePage {
  activityId: number;
  taskGroupId: number;
  attemptNo: number;
  answeredCount: number;
  position: number;
  minLength: number;
  maxLength: number;
  finished: boolean;
  submitted: boolean;
  stopReason: string | null;
  item: AdaptiveItem | null;
  pendingOptionId: string | null;
  useTime: number;
}

export interface AdaptiveInfo {
  activityId: number;
  taskGroupId: number;
  name: string;
  hasBank: boolean;
  minLength: number;
  maxLength: number;
  answeredCount: number;
  started: boolean;
  finished: boolean;
  submitted: boolean;
  answerDisabled: boolean;
}

export interface LookBackPage {
  position: number;
  answeredCount: number;
  item: AdaptiveItem;
  chosenOptionId: string;
  editable: false;
}
