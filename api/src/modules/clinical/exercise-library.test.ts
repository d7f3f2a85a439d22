/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXERCISE_REGIONS } from '@physio/shared-contracts';
import { EXERCISE_LIBRARY } from './exercise-library';

const dir = path.join(__dirname, '..', '..', '..', 'assets', 'exercises');

describe('the exercise library', () => {
  it('holds at least 30 exercises, every region among them', () => {
    expect(EXERCISE_LIBRARY.length).toBeGreaterThanOrEqual(30);
    for (const region of EXERCISE_REGIONS)
      expect([region, EXERCISE_LIBRARY.filter((x) => x.region === region).length >= 3]).toEqual([
        region,
        true,
      ]);
  });

  it.each(EXERCISE_LIBRARY.map((x) => [x.slug, x] as const))(
    '%s has instructions and defaults',
    (slug, x) => {
      expect(x.name.length).toBeGreaterThan(2);
      expect(x.instructions.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(Number.isInteger(x.sets) && x.sets >= 1 && x.sets <= 10).toBe(true);
      expect(Number.isInteger(x.reps) && x.reps >= 1).toBe(true);
      expect(Number.isInteger(x.hold_seconds) && x.hold_seconds >= 0).toBe(true);
      expect(x.illustration).toBe(`/api/exercises/${slug}.svg`);
    },
  );

  it.each(EXERCISE_LIBRARY.map((x) => x.slug))('%s has a small SVG that parses', (slug) => {
    const text = fs.readFileSync(path.join(dir, `${slug}.svg`), 'utf8');
    expect(text.length).toBeLessThan(4096);
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 120 100');
    expect(doc.querySelectorAll('circle, polyline, path, line').length).toBeGreaterThan(4);
  });

  it('has no illustration without an exercise', () => {
    const slugs = new Set(EXERCISE_LIBRARY.map((x) => x.slug));
    expect(fs.readdirSync(dir).filter((f) => !slugs.has(f.replace(/\.svg$/, '')))).toEqual([]);
  });
});
