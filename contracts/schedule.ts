// content/schedule.yaml writes `none` for a day without a class in a row. ('' was the old mark,
// but the CMS saves an empty item of a list as null, and drops it at the end of the list.)
export const NO_CLASS = 'none';

/** Whether a schedule cell holds a class (its name), rather than `none`. */
export const isClass = (cell: string) => cell !== NO_CLASS;
