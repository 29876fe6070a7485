/**
 * Where a flowing PDF's pages break, decided before anything is drawn, from each block's measured
 * height (pdf-document.ts measures with the fonts that draw). Pure, so its rules are tested apart:
 *
 * - a table or a chart that fits on a page is never split: it starts the next page instead;
 * - a heading stays with what follows it: the whole of a table or chart, a paragraph's first lines;
 * - no page holds a lone table: a table left alone on its page (its section's last, the next
 *   section on a page of its own) takes the block before it along, when both fit on one page.
 *
 * Paragraphs, lists, and tables taller than a page flow across pages.
 */

export interface PlanBlock {
  /** Its height with the space after it, in points. */
  height: number;
  /** Flows across a page's end (a paragraph, a list); a table or chart does not when it fits on a page. */
  flows: boolean;
  /** The height of its first lines, which a heading above it keeps on its page (a flowing block). */
  firstLines: number;
  /** A heading: kept on the page of the block after it. */
  keepWithNext: boolean;
  /** A table (with its caption): the block no page may hold alone. */
  table: boolean;
}

interface Placed {
  /** The page each block starts on, and the page it ends on. */
  starts: number[];
  ends: number[];
}

/** Height a heading keeps with it on its page: the whole next block when it is kept whole, else its first lines. */
function keptWith(next: PlanBlock | undefined, pageHeight: number): number {
  if (!next) return 0;
  return next.flows || next.height > pageHeight ? next.firstLines : next.height;
}

/** The blocks laid out down the pages, each `breaks` block starting a new page. */
function place(blocks: readonly PlanBlock[], pageHeight: number, firstUsed: number, breaks: Set<number>): Placed {
  const starts: number[] = [];
  const ends: number[] = [];
  let page = 0;
  let used = firstUsed;
  blocks.forEach((block, index) => {
    const whole = !block.flows && block.height <= pageHeight;
    const need = block.keepWithNext
      ? block.height + keptWith(blocks[index + 1], pageHeight)
      : whole
        ? block.height
        : block.firstLines;
    if (used > 0 && (breaks.has(index) || need > pageHeight - used)) {
      page += 1;
      used = 0;
    }
    starts.push(page);
    used += block.height;
    // A flowing block (or one taller than a page) runs on over as many pages as it needs.
    while (used > pageHeight) {
      page += 1;
      used -= pageHeight;
    }
    ends.push(page);
  });
  return { starts, ends };
}

/** The first block of the heading chain that ends at `index` (a heading keeps with what follows it). */
function chainStart(blocks: readonly PlanBlock[], index: number): number {
  let start = index;
  while (start > 0 && blocks[start - 1]!.keepWithNext) start -= 1;
  return start;
}

/** A page holding one whole table and nothing else: that table's index, or -1. */
function loneTable(blocks: readonly PlanBlock[], { starts, ends }: Placed): number {
  return blocks.findIndex((block, index) => {
    if (!block.table || starts[index] !== ends[index] || index === 0) return false;
    const page = starts[index]!;
    const shares = (other: number) => starts[other]! <= page && ends[other]! >= page;
    return !shares(index - 1) && (index + 1 >= blocks.length || !shares(index + 1));
  });
}

/**
 * The blocks (by index) that start a new page. `firstUsed` is the height already used on the first
 * page (a title above the blocks).
 */
export function planBreaks(blocks: readonly PlanBlock[], pageHeight: number, firstUsed = 0): Set<number> {
  const breaks = new Set<number>();
  for (let attempt = 0; attempt < blocks.length; attempt++) {
    const placed = place(blocks, pageHeight, firstUsed, breaks);
    const lone = loneTable(blocks, placed);
    if (lone < 0) return withNaturalBreaks(blocks, placed);
    // The block before it moves onto its page, with the heading chain it belongs to, if all fit there.
    const from = chainStart(blocks, lone - 1);
    const together = blocks.slice(from, lone + 1).reduce((total, block) => total + block.height, 0);
    if (together > pageHeight || breaks.has(from) || from === 0) return withNaturalBreaks(blocks, placed);
    breaks.add(from);
  }
  return withNaturalBreaks(blocks, place(blocks, pageHeight, firstUsed, breaks));
}

/** Every block that starts a page, the renderer's cue to start one before it. */
function withNaturalBreaks(blocks: readonly PlanBlock[], { starts, ends }: Placed): Set<number> {
  const breaks = new Set<number>();
  blocks.forEach((_, index) => {
    const previousEnd = index === 0 ? 0 : ends[index - 1]!;
    if (starts[index]! > previousEnd) breaks.add(index);
  });
  return breaks;
}
