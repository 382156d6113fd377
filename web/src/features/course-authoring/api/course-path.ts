/** `/courses/<courseId>/<rest>` with every part escaped: ids come from the address bar. */
export const coursePath = (courseId: string, ...rest: (string | number)[]) =>
  ['/courses', courseId, ...rest.map(String)].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
