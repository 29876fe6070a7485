/**
 * The deck's files draw the layout's boxes as the layout fitted them (issue 37): in pitch-deck.pdf
 * and in pitch-deck.pptx as LibreOffice draws it, every fitted line of every slide is one line of
 * the file, inside its box (no program re-wrapped or overflowed it), no figure is broken across
 * lines, and the chart's value labels ("$2.11M") each stay on one line above their bars.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlideDesign, TableBox, TextBox } from '@/core/deck-design/boxes';
import { deckFigures, type DeckFigures } from '@/core/deck-design/figures';
import { buildFinancialModel } from '@/core/finance/engine';
import type { DeckLook } from '@/core/exports/spec';
import { withModelFigures } from '@/core/tools/pitch-deck/context';
import { pitchDeckSlides } from '@/core/tools/pitch-deck/documents';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { ventureFacts } from '@/core/tools/venture-facts';
import { renderSlidesPdf } from '@/server/exports/pdf-slides';
import { renderPptx } from '@/server/exports/pptx';
import { brokenFigures } from '../support/deck-checks';
import { offlineResult, sampleAssumptions } from '../support/fixtures';
import { typicalDeck } from '../support/large-deck';
import { pdfLines, type PdfLine } from '../support/pdf-lines';
import { convertWithLibreOffice } from '../support/server/libreoffice';

const financials = {
  documentId: 'model-1',
  savedAt: '2026-11-22T10:00:00.000Z',
  result: buildFinancialModel(sampleAssumptions),
};
const figures: DeckFigures = deckFigures(ventureFacts({ financials }));
const DECKS: [string, PitchDeckResult, DeckLook][] = [
  [
    'offline',
    withModelFigures(offlineResult('pitch-deck') as PitchDeckResult, { financials }),
    { theme: 'light', brand: '4F46E5', figures: { ...figures, market: { tam: '$315B', sam: '$28.7B', som: '$1.2B' } } },
  ],
  [
    'typical',
    typicalDeck(),
    { theme: 'dark', brand: '10B981', figures: { ...figures, market: { tam: '€400M', sam: '€120M', som: '€18M' } } },
  ],
];

/** Each fitted line of a slide, with the box it is drawn in: text boxes' and table cells'. */
function fittedLines(design: SlideDesign): { line: string; box: TextBox | TableBox }[] {
  return design.boxes.flatMap((box): { line: string; box: TextBox | TableBox }[] => {
    if (box.kind === 'text') return box.paragraphs.flat().map((line) => ({ line, box }));
    if (box.kind === 'table') return box.rows.flat(2).map((line) => ({ line, box }));
    return [];
  });
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Points of slack for a reader's font against the measured widths, and poppler's boxes around glyphs. */
const SLACK = 2;

/** What is wrong with a file's drawing of the designs: lines missing, re-wrapped, outside their box, figures broken. */
function problems(designs: readonly SlideDesign[], lines: readonly PdfLine[]): string[] {
  return designs.flatMap((design, index) => {
    const page = lines.filter((line) => line.page === index + 1);
    const drawn = fittedLines(design).flatMap(({ line, box }) => {
      const wanted = normal(line);
      if (wanted === '') return [];
      const found = page.filter((each) => normal(each.text).includes(wanted));
      if (found.length === 0) return [`slide ${index + 1}: "${line}" is not one line of the file`];
      // Across, the glyphs within the box; down, the line's middle (a glyph's descent may pass a box cut to its lines).
      const inside = found.some(
        (each) =>
          each.xMin >= box.x - SLACK &&
          each.xMax <= box.x + box.w + SLACK &&
          (each.yMin + each.yMax) / 2 >= box.y &&
          (each.yMin + each.yMax) / 2 <= box.y + box.h,
      );
      return inside || box.kind === 'table' ? [] : [`slide ${index + 1}: "${line}" leaves its box`];
    });
    // Two lines of one paragraph: the same block, the second under the first, starting where it starts.
    const following = (line: PdfLine, before: PdfLine) =>
      line.block === before.block && line.yMin >= before.yMin && Math.abs(line.xMin - before.xMin) < 40;
    const broken = page
      .slice(1)
      .flatMap((line, at) => (following(line, page[at]!) ? brokenFigures([page[at]!.text, line.text]) : []));
    return [...drawn, ...broken.map((figure) => `slide ${index + 1}: ${figure} is broken`)];
  });
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'venturekit-deck-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const specOf = ([, deck, look]: (typeof DECKS)[number]) => pitchDeckSlides(deck, { deck: look });
const chartOf = (spec: ReturnType<typeof specOf>) => {
  const index = spec.designs.findIndex((design) => design.boxes.some((box) => box.kind === 'chart'));
  const chart = spec.designs[index]?.boxes.find((box) => box.kind === 'chart');
  return { page: index + 1, labels: chart?.kind === 'chart' ? chart.displays : [] };
};

describe.each(DECKS)('the %s deck’s pitch-deck.pdf', (name, ...rest) => {
  it('draws every fitted line whole, inside its box, and the chart’s labels', async () => {
    const spec = specOf([name, ...rest]);
    const lines = await pdfLines(await renderSlidesPdf(spec), dir, `${name}.pdf`);
    expect(problems(spec.designs, lines)).toEqual([]);
    const { page, labels } = chartOf(spec);
    expect(labels).toHaveLength(3);
    const words = lines.filter((line) => line.page === page).flatMap((line) => line.text.split(' '));
    for (const label of labels) expect(words).toContain(label);
  });
});

describe('pitch-deck.pptx as LibreOffice draws it', () => {
  const converted = new Map<string, PdfLine[]>();
  beforeAll(async () => {
    const files = await Promise.all(
      DECKS.map(async (deck) => {
        const path = join(dir, `${deck[0]}.pptx`);
        await writeFile(path, await renderPptx(specOf(deck)));
        return path;
      }),
    );
    // One LibreOffice run converts every deck: it starts once.
    const out = join(dir, 'converted');
    await convertWithLibreOffice(files, 'pdf', out);
    for (const [name] of DECKS)
      converted.set(name, await pdfLines(await readFile(join(out, `${name}.pdf`)), dir, `${name}-lo.pdf`));
  }, 180_000);

  it.each(DECKS)('%s: every fitted line whole and inside its box; each data label on one line', (...deck) => {
    const spec = specOf(deck);
    const lines = converted.get(deck[0])!;
    expect(problems(spec.designs, lines)).toEqual([]);
    // The Year 3 label (the widest) on one line: "$2.11M", never "$2,106,20" over "0".
    const { page, labels } = chartOf(spec);
    expect(labels).toHaveLength(3);
    for (const label of labels)
      expect(lines.some((line) => line.page === page && line.text.split(' ').includes(label))).toBe(true);
  });
});
