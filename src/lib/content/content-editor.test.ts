import { describe, expect, it } from 'vitest';
import { contentPathFor, NewContentPage, ScheduleRequest } from './content-editor.ts';

describe('new content pages', () => {
  it('put each kind at its own address', () => {
    expect(contentPathFor('learn', 'edibles')).toBe('/learn/edibles');
    expect(contentPathFor('blog', 'edibles')).toBe('/blog/edibles');
    expect(contentPathFor('legal', 'edibles')).toBe('/edibles');
    expect(contentPathFor('page', 'edibles')).toBe('/edibles');
  });

  it('refuse slugs that are no address and the dashboard’s own pages', () => {
    const issues = (input: unknown) =>
      NewContentPage.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues({ kind: 'learn', title: 'Edibles', slug: 'edibles-101' })).toEqual([]);
    expect(issues({ kind: 'learn', title: 'Edibles', slug: 'Edibles 101' })).toEqual([
      ['slug', 'Lower-case letters and digits joined by hyphens, e.g. our-story.'],
    ]);
    expect(issues({ kind: 'page', title: 'Home', slug: 'home' })).toEqual([
      ['slug', '/home is a page of its own; choose another.'],
    ]);
    // Under /learn the same slug is no clash.
    expect(issues({ kind: 'learn', title: 'Home', slug: 'home' })).toEqual([]);
    expect(issues({ kind: 'recipe', title: ' ', slug: 'x' }).map(([path]) => path)).toEqual(['kind', 'title']);
  });

  it('take a schedule as a minute typed in a datetime-local field', () => {
    expect(ScheduleRequest.safeParse({ localTime: '2026-11-27T10:30' }).success).toBe(true);
    expect(ScheduleRequest.safeParse({ localTime: '2026-11-27 10:30' }).success).toBe(false);
    expect(ScheduleRequest.safeParse({ localTime: '2026-11-27T10:30:15' }).success).toBe(false);
  });
});
