// The head fragment of a prerendered page (build-tools/prerender-fragments.mjs): its styled-components groups are
// numbered past the shell's, so the browser's one sheet never puts a page's rules in a group the shell clears.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headHtml, PAGE_STYLE_GROUP_OFFSET, pageStyles } from '../prerender-fragments.mjs';

const STYLES =
  '<style data-styled="true" data-styled-version="6.6.0">.diNtsh{padding:0 1rem;}/*!sc*/\n' +
  'data-styled.g1[id="sc-bdnzMm"]{content:"diNtsh,"}/*!sc*/\n' +
  '.kfYo{margin:0;}/*!sc*/\ndata-styled.g27[id="sc-kfYoIz"]{content:"kfYo,"}/*!sc*/\n</style>';

test("the page's groups start past the shell's; its rules and names stay as they were", () => {
  const moved = pageStyles(STYLES);
  assert.match(moved, new RegExp(`data-styled\\.g${1 + PAGE_STYLE_GROUP_OFFSET}\\[id="sc-bdnzMm"\\]`));
  assert.match(moved, new RegExp(`data-styled\\.g${27 + PAGE_STYLE_GROUP_OFFSET}\\[id="sc-kfYoIz"\\]`));
  assert.doesNotMatch(moved, /data-styled\.g(1|27)\[/);
  assert.equal(moved.replace(/data-styled\.g\d+\[/g, ''), STYLES.replace(/data-styled\.g\d+\[/g, ''));
});

test('head.html carries the moved styles', () => {
  const head = headHtml({ title: 'Book', description: 'Book a session', styles: STYLES, data: {} });
  assert.ok(head.includes(`data-styled.g${1 + PAGE_STYLE_GROUP_OFFSET}[id="sc-bdnzMm"]`));
});
