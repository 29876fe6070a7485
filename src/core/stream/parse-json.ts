/**
 * Finds the JSON object in a model's answer and parses it. Models sometimes wrap JSON in code
 * fences or a sentence; the object is taken from the first "{" to the last "}".
 * Returns undefined when no JSON object can be read.
 */
export function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end < start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1), dropPrototypeKeys);
  } catch {
    return undefined;
  }
}

/** JSON.parse reviver: keys that could reach an object's prototype never survive parsing. */
export function dropPrototypeKeys(key: string, value: unknown): unknown {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' ? undefined : value;
}
