/** JSON to write inside a <script> element: `<` is escaped, so no text in it can close the tag. */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
