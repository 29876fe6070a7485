/**
 * Word fields written with their results, as Word itself saves them: begin, the instruction,
 * separate, the result, end, each in a run of its own. A reader that computes the field (Word,
 * LibreOffice for PAGE and NUMPAGES) shows its own figure; one that does not shows the result
 * written here. The docx library writes fields with no result, which LibreOffice shows blank.
 */
import {
  BuilderElement,
  FileChild,
  NextAttributeComponent,
  type Paragraph,
  RunProperties,
  TextRun,
  type XmlComponent,
} from 'docx';

/** The run properties a field's result is drawn with (the text around it). */
export interface FieldStyle {
  size?: number;
  color?: string;
}

const element = (name: string, attributes: Record<string, string> = {}, children: XmlComponent[] = []) =>
  new BuilderElement({
    name,
    attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, { key, value }])) as never,
    children,
  });

/** A run of the field's parts, in the field's style (a reader that computes the field draws it in the first run's). */
const run = (style: FieldStyle, part: XmlComponent) => element('w:r', {}, [new RunProperties(style), part]);

const fieldChar = (type: 'begin' | 'separate' | 'end', style: FieldStyle) =>
  run(style, element('w:fldChar', { 'w:fldCharType': type }));

function instruction(text: string, style: FieldStyle): XmlComponent {
  const instr = element('w:instrText');
  instr.addChildElement(new NextAttributeComponent({ space: { key: 'xml:space', value: 'preserve' } }) as never);
  instr.addChildElement(` ${text} `);
  return run(style, instr);
}

/** The field's opening: begin, its instruction, separate. */
export const fieldStart = (code: string, style: FieldStyle = {}): XmlComponent[] => [
  fieldChar('begin', style),
  instruction(code, style),
  fieldChar('separate', style),
];
export const fieldEnd = (style: FieldStyle = {}): XmlComponent => fieldChar('end', style);

/** A whole field with its result: `PAGE` showing "2", `NUMPAGES` showing "5". */
export const field = (code: string, result: string, style: FieldStyle = {}): XmlComponent[] => [
  ...fieldStart(code, style),
  new TextRun({ text: result, ...style }),
  fieldEnd(style),
];

/** `paragraph` with `parts` appended after what it was made with. */
export function appended(paragraph: Paragraph, parts: readonly XmlComponent[]): Paragraph {
  for (const part of parts) paragraph.addChildElement(part);
  return paragraph;
}

/** A link to a bookmark in the document (a heading's `_Toc` bookmark). */
export const internalLink = (anchor: string, children: XmlComponent[]) =>
  element('w:hyperlink', { 'w:anchor': anchor, 'w:history': '1' }, children);

/**
 * A table of contents block as Word saves one: a content control marked as Word's table of
 * contents (LibreOffice reads its field only when it is), holding the entries' paragraphs with
 * the TOC field open from the first to the last.
 */
export class ContentsControl extends FileChild {
  constructor(paragraphs: readonly Paragraph[]) {
    super('w:sdt');
    this.root.push(
      element('w:sdtPr', {}, [
        element('w:docPartObj', {}, [
          element('w:docPartGallery', { 'w:val': 'Table of Contents' }),
          element('w:docPartUnique'),
        ]),
      ]),
      element('w:sdtContent', {}, [...paragraphs]),
    );
  }
}
