import type { ConditionDetails } from '../../content/conditions';

/** A condition's page text as catalog messages: `<slug>.<list>.<n>` per line, `<slug>.typicalSessions`. */
export function detailMessages(slug: string, details: ConditionDetails): Record<string, string> {
  const messages: Record<string, string> = { [`${slug}.typicalSessions`]: details.typicalSessions };
  for (const list of ['whatItIs', 'symptoms', 'howPhysioHelps', 'seeADoctor'] as const)
    details[list].forEach((text, n) => (messages[`${slug}.${list}.${n}`] = text));
  return messages;
}
