/**
 * English messages of a content list (steps, testimonials, conditions) for defineCatalog: one key
 * `<id>.<field>` per text, read from the content itself, so the English stays where it is written.
 * Its Hindi names every such key (contentCatalog.test.ts checks each catalog built with it).
 */
export function contentEnglish<T extends object>(
  items: readonly T[],
  id: keyof T & string,
  fields: readonly (keyof T & string)[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const item of items)
    for (const field of fields) messages[`${String(item[id])}.${field}`] = String(item[field]);
  return messages;
}
