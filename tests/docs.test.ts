import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file the project's own text lives in: code, tests, scripts and documents. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs|md|css|html)$/.test(name) ? [path] : [];
  });
}
const sources = [...['src', 'tests', 'scripts', 'docs'].flatMap(filesUnder), 'README.md', 'ARCHITECTURE.md'].filter(
  // This file names the patterns, not sections.
  (path) => path !== join('tests', 'docs.test.ts'),
);

/** The sections a document has: its headings, and the bold lead words of a list item ("- **Exports.** ..."). */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(document, 'utf8');
  const headings = [...text.matchAll(/^#+\s+(.+?)\s*$/gm)].map((match) => match[1]!);
  const leads = [...text.matchAll(/^\s*- \*\*(.+?)\.?\*\*/gm)].map((match) => match[1]!.replace(/\.$/, ''));
  return new Set([...headings, ...leads]);
}

interface Citation {
  from: string;
  document: string;
  section: string;
}

/** `README, "Title"`, `ARCHITECTURE.md, "Title"`, `docs/x.md "Title"`, README's own `(see "Title")`, and `docs/product.md §N`. */
function citations(): Citation[] {
  const found: Citation[] = [];
  for (const from of sources) {
    const text = readFileSync(from, 'utf8');
    for (const match of text.matchAll(/\b(README|ARCHITECTURE|docs\/[a-z-]+)(?:\.md)?(?:'s)?,? "([^"\n]+)"/g))
      found.push({
        from,
        document: match[1] === 'README' || match[1] === 'ARCHITECTURE' ? `${match[1]}.md` : `${match[1]}.md`,
        section: match[2]!,
      });
    for (const match of text.matchAll(/docs\/product\.md §(\d+)/g))
      found.push({ from, document: 'docs/product.md', section: `§${match[1]}` });
    if (from === 'README.md')
      for (const match of text.matchAll(/\(see "([^"]+)"\)/g))
        found.push({ from, document: 'README.md', section: match[1]! });
  }
  return found;
}

/** The documents a newcomer reads: the README, the map and everything in docs/. */
const documents = () => ['README.md', 'ARCHITECTURE.md', ...filesUnder('docs')];

/**
 * Paths a document names in backticks (`src/core/tools/listings.ts`, `server/workspace/`): a token
 * with a slash that ends in a source or document extension, or in a slash (a folder). Placeholders
 * (`<tool>`), globs, URLs, routes (`/api/...`) and packages (`@scope/name`, `zod/mini`) are not paths.
 */
export function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((token) => token.includes('/') && /^[\w.][\w./-]*$/.test(token) && !token.startsWith('@'))
    .filter((token) => /\.(ts|tsx|mjs|js|css|html|json|md|sql)$/.test(token) || token.endsWith('/'));
}

/** Every file and folder under the project's own folders, as `src/core/tools/` and `src/core/tools/listings.ts`. */
function entriesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? [`${path}/`, ...entriesUnder(path)] : [path];
  });
}
const projectEntries = ['src', 'tests', 'scripts', 'docs'].flatMap(entriesUnder);

/**
 * A named path exists from the project's root, or as the tail of one that does: the map names
 * `routes/generate.ts` inside its `src/server` row. Build output and ignored folders are not checked.
 */
export function pathExists(path: string, entries = projectEntries, root = '.'): boolean {
  if (/^(dist|\.screens)\//.test(path)) return true;
  return existsSync(join(root, path)) || entries.some((entry) => entry.endsWith(`/${path}`));
}

describe('the documents the code and the docs cite', () => {
  it('exist, with every section they name', () => {
    const missing = citations().filter(({ document, section }) => {
      if (!existsSync(document)) return true;
      const sections = sectionsOf(document);
      if (section.startsWith('§')) return ![...sections].some((heading) => heading.startsWith(`${section.slice(1)}. `));
      return !sections.has(section);
    });
    expect(missing.map(({ from, document, section }) => `${from}: ${document} "${section}"`)).toEqual([]);
  });

  it('finds citations at all (the patterns above still match how the code cites)', () => {
    expect(citations().length).toBeGreaterThan(50);
  });

  it('name only files and folders that exist', () => {
    const missing = documents().flatMap((document) =>
      namedPaths(readFileSync(document, 'utf8'))
        .filter((path) => !pathExists(path))
        .map((path) => `${document}: \`${path}\``),
    );
    expect(missing).toEqual([]);
  });

  it('sees a named path that is gone, and passes over what is not a path', () => {
    const text =
      'See `src/core/tools/listings.ts`, `core/venture/summaries.ts`, `server/workspace/`, `src/gone/`, ' +
      '`src/core/tools/<tool>/`, `/api/health`, `zod/mini`, `@fontsource/noto-sans`, `dist/server/main.js`.';
    expect(namedPaths(text)).toEqual([
      'src/core/tools/listings.ts',
      'core/venture/summaries.ts',
      'server/workspace/',
      'src/gone/',
      'dist/server/main.js',
    ]);
    expect(namedPaths(text).filter((path) => !pathExists(path))).toEqual(['core/venture/summaries.ts', 'src/gone/']);
  });

  it('links only to files that exist', () => {
    const broken = documents().flatMap((document) =>
      [...readFileSync(document, 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter(
          (target) =>
            !existsSync(join(document.includes('/') ? document.slice(0, document.lastIndexOf('/')) : '.', target)),
        )
        .map((target) => `${document} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
