/**
 * The closed lists a course's details choose from. Apart from the course's schemas: a web page reads them (the
 * catalogue's filters) before any schema is needed.
 */
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const currencies = ['USD', 'EUR', 'GBP'] as const;
