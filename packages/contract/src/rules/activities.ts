/** The kinds of activity a task group holds (the server's `activities.kind`). */
export const ACTIVITY_KINDS = ['activity', 'questionnaire', 'adaptive', 'programming', 'scenario'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The kinds answered item by item on the shared answer screen; the other kinds bring their own engine. */
export const ITEM_ACTIVITY_KINDS = ['activity', 'questionnaire'] as const satisfies readonly ActivityKind[];

/** The item types of an activity or questionnaire (the server's `items.type`). */
export const ITEM_TYPES = ['single', 'multiple', 'judge', 'fill', 'scale', 'text', 'upload'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What an upload item takes: images only, or any accepted file. */
export const UPLOAD_ITEM_ACCEPTS = ['image', 'file'] as const;
export type UploadItemAccept = (typeof UPLOAD_ITEM_ACCEPTS)[number];

/** A scenario asks choice questions only, of these item types. */
export const SCENARIO_QUESTION_TYPES = ['single', 'multiple'] as const satisfies readonly ItemType[];

/** The longest answers, in characters, and the most files one upload item takes. */
export const ANSWER_LIMITS = {
  /** A fill answer is compared with accepted answers of at most this length. */
  fillChars: 200,
  textChars: 2000,
  uploadFiles: 5,
} as const;
