/** Every query of the page starts here; saving or deleting an indicator refreshes its list and the report. */
export const exclusiveKey = ['exclusiveReport'] as const;
