import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
/** The oldest Node the README and `engines` promise. */
const oldestNode = semver.minVersion(manifest.engines.node)!.version;

/** Where npm would find `name` for the package at `path`: its own node_modules, then each parent's. */
function resolves(path: string, name: string): boolean {
  for (let at = path; ; at = at.slice(0, at.lastIndexOf('/node_modules/'))) {
    if (lock.packages[`${at ? `${at}/` : ''}node_modules/${name}`]) return true;
    if (!at.includes('/node_modules/')) return Boolean(lock.packages[`node_modules/${name}`]);
  }
}

describe('package-lock.json', () => {
  it('lists every optional platform package, so `npm ci` works on any machine', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || 'the project'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it(`installs nothing whose engines refuse Node ${oldestNode}, the oldest package.json accepts`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
      .map(([path, entry]) => `${path} (${entry.engines!.node})`);
    expect(refusing).toEqual([]);
  });
});
