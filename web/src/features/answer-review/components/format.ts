/** A student's grade and class as one name ("七年级1班"), empty when they have none. */
export const classText = (place: { gradeName: string | null; className: string | null }) =>
  `${place.gradeName ?? ''}${place.className ?? ''}`;

/** JSON as a programming task shows its examples. */
export const jsonText = (value: unknown) => JSON.stringify(value) ?? 'undefined';
