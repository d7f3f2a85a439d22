import type { ReactNode } from 'react';

/** A placeholder's value that marks where an element goes: t('sentTo', { email: NODE }). */
export const NODE = '\u0001';

/** A translated sentence with an element (a link, a bold e-mail) where NODE stands, in the language's own word order. */
export function withNode(text: string, node: ReactNode): ReactNode {
  const [before, ...after] = text.split(NODE);
  return (
    <>
      {before}
      {node}
      {after.join('')}
    </>
  );
}
