/** Markup that is already escaped: only `html` makes it, so no text reaches a page unescaped. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: the five characters that could end either are escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

type Part = SafeHtml | string | number | readonly Part[] | null | undefined | false;

const render = (part: Part): string =>
  part === null || part === undefined || part === false
    ? ''
    : part instanceof SafeHtml
      ? part.text
      : Array.isArray(part)
        ? part.map(render).join('')
        : escapeHtml(String(part as string | number));

/**
 * The share page's one way to write markup: every value put in is escaped unless it is SafeHtml
 * (made by `html` itself); arrays are joined; null, undefined and false write nothing. A founder's
 * or a model's text is always text.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]!) : ''), ''),
  );
}
