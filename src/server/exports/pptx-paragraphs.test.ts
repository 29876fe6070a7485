import { describe, expect, it } from 'vitest';
import { oneParagraphProperties } from './pptx-paragraphs';

const bullet = '<a:pPr algn="l" marL="254000" indent="-254000"><a:buChar char="&#x2022;"/></a:pPr>';
const none = '<a:pPr algn="l" indent="0" marL="0"><a:buNone/></a:pPr>';
const run = (text: string) => `<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r>`;

describe('oneParagraphProperties', () => {
  it('keeps a paragraph’s leading properties and drops those pptxgenjs wrote before later runs', () => {
    const wrapped = `<a:p>${bullet}${run('Less waste: only what you need,')}<a:br/>${none}${run('when you need it')}<a:endParaRPr lang="en-US"/></a:p>`;
    expect(oneParagraphProperties(wrapped)).toBe(
      `<a:p>${bullet}${run('Less waste: only what you need,')}<a:br/>${run('when you need it')}<a:endParaRPr lang="en-US"/></a:p>`,
    );
  });

  it('leaves paragraphs of one run, self-closing properties and other elements as they are', () => {
    const xml = `<p:txBody><a:bodyPr/><a:p><a:pPr algn="ctr"/>${run('One')}</a:p><a:p>${run('Two')}</a:p></p:txBody>`;
    expect(oneParagraphProperties(xml)).toBe(xml);
  });

  it('drops stray properties from a paragraph that has none first', () => {
    expect(oneParagraphProperties(`<a:p>${run('A')}<a:br/>${none}${run('B')}</a:p>`)).toBe(
      `<a:p>${run('A')}<a:br/>${run('B')}</a:p>`,
    );
  });
});
