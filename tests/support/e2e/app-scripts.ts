import type { APIRequestContext } from '@playwright/test';

/**
 * Every JavaScript file the app can load, with its text: the scripts index.html names, the ones
 * in `seen` (already fetched by a page), and every chunk those name in turn, so lazily loaded
 * screens count even when no test opened them.
 */
export async function appScripts(
  request: APIRequestContext,
  seen: Iterable<string> = [],
): Promise<Map<string, string>> {
  const html = await (await request.get('/')).text();
  const queue = [...[...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]), ...seen];
  const scripts = new Map<string, string>();
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (scripts.has(path)) continue;
    const response = await request.get(path);
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    const text = await response.text();
    scripts.set(path, text);
    // Chunks name each other as "assets/x.js" (preload lists) or "./x.js" (dynamic imports).
    for (const match of text.matchAll(/(?:assets\/|["'`]\.\/)([\w.-]+\.js)/g)) queue.push(`/assets/${match[1]}`);
  }
  return scripts;
}
