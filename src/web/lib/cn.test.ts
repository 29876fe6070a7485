import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { cardClasses } from '@/web/components/ui/card-classes';
import { cn } from './cn';

/**
 * src/web's source files, read by Vite. tailwind-groups.ts is left out: its strings are group
 * names and value words, not classes in use.
 */
const sources = import.meta.glob<string>(
  ['/src/web/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/lib/tailwind-groups.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** The text of every string literal and template piece in a file ('…', "…", `…`, JSX attributes). */
function stringsIn(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

/** Every word in src/web's strings that full tailwind-merge takes for a Tailwind class (it drops a repeat of one). */
function usedClasses(): string[] {
  const strings = Object.entries(sources).flatMap(([path, text]) => stringsIn(path, text));
  const words = new Set(strings.flatMap((text) => text.split(/\s+/)));
  return [...words].filter((word) => word !== '' && twMerge(`${word} ${word}`) === word).sort();
}

describe('cn', () => {
  const classes = usedClasses();

  it('finds the classes the app uses', () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'sm:grid-cols-[max-content_1fr]', '[&_svg]:size-4']));
  });

  it('merges every pair of used classes as full tailwind-merge does (add a missing group to tailwind-groups.ts)', () => {
    const mismatches: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const expected = twMerge(`${first} ${second}`);
        const actual = cn(first, second);
        if (actual !== expected) mismatches.push(`cn('${first}', '${second}') = '${actual}', expected '${expected}'`);
      }
    }
    expect(mismatches.length, `${mismatches.length} pairs differ:\n${mismatches.slice(0, 20).join('\n')}`).toBe(0);
  });

  it.each([
    [buttonVariants({ size: 'sm' }), 'h-8 px-2'],
    [buttonVariants({ variant: 'primary' }), 'bg-danger-700 hover:bg-danger-800'],
    [buttonVariants({ variant: 'outline' }), 'min-w-0 max-w-[16rem]'],
    [buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 text-base-500'],
    [cardClasses.root, 'bg-base-50 shadow-none'],
    [cardClasses.header, 'flex flex-col gap-2'],
    [cardClasses.title, 'text-base text-inherit'],
    [cardClasses.title, 'text-sm font-medium text-base-500'],
    [cardClasses.content, 'flex flex-col gap-4 pt-6'],
    ['z-50 min-w-56 max-w-80 rounded-lg border border-base-200 bg-white p-1 shadow-lg', 'min-w-48'],
    ['h-10 w-full rounded-md border px-3 py-2 text-sm', 'h-auto min-h-32 resize-y pr-8'],
    ['hover:focus:bg-base-100 p-2', 'focus:hover:bg-white px-4 text-sm/6 leading-tight'],
  ])('merges %s with %s as full tailwind-merge does', (base, override) => {
    expect(cn(base, override)).toBe(twMerge(`${base} ${override}`));
  });

  it('lets an override win and keeps what it does not touch', () => {
    const small = cn(buttonVariants({ size: 'sm' }), 'h-8 px-2');
    expect(small.split(' ')).toEqual(expect.arrayContaining(['h-8', 'px-2', 'gap-2', 'rounded-md']));
    expect(small.split(' ')).not.toContain('px-3');
    expect(cn(cardClasses.title, 'text-base text-inherit')).toBe('font-semibold text-base text-inherit');
  });
});
