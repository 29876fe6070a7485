import { Fragment, memo, type CSSProperties, type ReactNode } from 'react';
import {
  SLIDE,
  type Box,
  type ChartBox,
  type SlideDesign,
  type TableBox,
  type TextBox,
} from '@/core/deck-design/boxes';
import { chartGeometry } from '@/core/deck-design/chart-geometry';
import { SLIDE_FONTS } from '@/core/deck-design/measure';

/** Slide units as shares of the slide, and points as container units, so the slide scales with its frame. */
const left = (x: number) => `${(x / SLIDE.width) * 100}%`;
const top = (y: number) => `${(y / SLIDE.height) * 100}%`;
const cq = (points: number) => `${(points / SLIDE.width) * 100}cqw`;
const place = (box: { x: number; y: number; w: number; h: number }): CSSProperties => ({
  position: 'absolute',
  left: left(box.x),
  top: top(box.y),
  width: left(box.w),
  height: top(box.h),
});
const colour = (hex: string) => `#${hex}`;
const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

interface Drawing {
  logoUrl?: string;
  heading: 'h2' | 'h3' | 'div';
  /** A line of text as drawn: the deck's screen marks the venture's figures in it. */
  renderLine: (line: string) => ReactNode;
}

/**
 * A box's lines as blocks with a space between them: a space between blocks is not drawn, so the
 * slide looks the same, but its text reads as words where a line was broken (screen readers, find, copy).
 */
function spaced(blocks: ReactNode[]): ReactNode[] {
  return blocks.map((block, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      {block}
    </Fragment>
  ));
}

/** Fitted lines, drawn as they were broken (no re-wrap): each line one block, `white-space: pre`. */
function TextView({ box, drawing }: { box: TextBox; drawing: Drawing }) {
  const Tag = box.heading ? drawing.heading : 'div';
  const slot = cq(box.size * box.lineHeight);
  return (
    <Tag
      data-box="text"
      aria-hidden={box.decorative ? true : undefined}
      style={{
        ...place(box),
        display: 'flex',
        flexDirection: 'column',
        justifyContent: JUSTIFY[box.valign],
        margin: 0,
        color: colour(box.color),
        fontSize: cq(box.size),
        fontWeight: box.bold ? 700 : 400,
        lineHeight: slot,
        textAlign: box.align,
      }}
    >
      {spaced(
        box.paragraphs.map((lines, index) => (
          <div
            data-paragraph
            style={{
              position: 'relative',
              paddingLeft: box.bullet ? cq(box.size) : 0,
              marginTop: index > 0 && box.paragraphGap ? cq(box.paragraphGap) : 0,
            }}
          >
            {box.bullet && (
              <span
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  left: cq(box.size * 0.16),
                  top: `calc(${slot} / 2 - ${cq(box.size * 0.14)})`,
                  width: cq(box.size * 0.28),
                  height: cq(box.size * 0.28),
                  borderRadius: '50%',
                  background: colour(box.bullet),
                }}
              />
            )}
            {spaced(
              lines.map((line) => (
                <div data-line style={{ whiteSpace: 'pre', overflow: 'hidden' }}>
                  {drawing.renderLine(line)}
                </div>
              )),
            )}
          </div>
        )),
      )}
    </Tag>
  );
}

/** The same bars as the .pdf (chart-geometry.ts), named for screen readers by their figures. */
function ChartView({ box }: { box: ChartBox }) {
  const { bars, baseline, labelY } = chartGeometry(box);
  const label = `${box.name}: ${bars.map((bar) => `${bar.label} ${bar.display}`).join(', ')}`;
  const text = (size: number, bold: boolean): CSSProperties => ({
    position: 'absolute',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    color: colour(box.text),
    fontSize: cq(size),
    fontWeight: bold ? 700 : 400,
    lineHeight: 1.2,
  });
  return (
    <div role="img" aria-label={label}>
      {bars.map((bar) => (
        <div key={bar.label} aria-hidden="true">
          <div style={{ ...place(bar), background: colour(box.color) }} />
          <div
            style={{
              ...text(box.size, true),
              left: left(bar.slotX),
              width: left(bar.slotW),
              top: top(bar.y - box.size * 1.4),
            }}
          >
            {bar.display}
          </div>
          <div style={{ ...text(box.size, false), left: left(bar.slotX), width: left(bar.slotW), top: top(labelY) }}>
            {bar.label}
          </div>
        </div>
      ))}
      <div style={{ ...place({ x: box.x, y: baseline, w: box.w, h: 1 }), background: colour(box.rule) }} />
    </div>
  );
}

function TableView({ box, drawing }: { box: TableBox; drawing: Drawing }) {
  const [header = [], ...rows] = box.rows;
  const cell = (at: number, column: number): CSSProperties => ({
    // In the slide's units: a cell's percentages are of the table, which gave the header row a
    // fraction of its height and the body rows the rest.
    width: cq(box.columns[column] ?? 0),
    height: cq(box.heights[at] ?? 0),
    padding: `0 ${cq(8)}`,
    border: `1px solid ${colour(box.rule)}`,
    verticalAlign: 'middle',
    textAlign: 'left',
  });
  const lines = (cellLines: string[]) =>
    spaced(cellLines.map((line) => <div style={{ whiteSpace: 'pre' }}>{drawing.renderLine(line)}</div>));
  return (
    <table
      style={{
        ...place(box),
        tableLayout: 'fixed',
        borderCollapse: 'collapse',
        fontSize: cq(box.size),
        lineHeight: 1.15,
        color: colour(box.text),
      }}
    >
      <thead>
        <tr style={{ background: colour(box.header.fill), color: colour(box.header.text) }}>
          {header.map((cellLines, column) => (
            <th key={column} scope="col" style={cell(0, column)}>
              {lines(cellLines)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, at) => (
          <tr key={at}>
            {row.map((cellLines, column) => (
              <td key={column} style={cell(at + 1, column)}>
                {lines(cellLines)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BoxView({ box, drawing }: { box: Box; drawing: Drawing }) {
  switch (box.kind) {
    case 'text':
      return <TextView box={box} drawing={drawing} />;
    case 'rect':
    case 'ellipse':
      return (
        <div
          style={{ ...place(box), background: colour(box.fill), borderRadius: box.kind === 'ellipse' ? '50%' : 0 }}
        />
      );
    case 'logo':
      return drawing.logoUrl ? (
        <img
          src={drawing.logoUrl}
          alt=""
          style={{ ...place(box), objectFit: 'contain', objectPosition: `${box.align} center` }}
        />
      ) : null;
    case 'chart':
      return <ChartView box={box} />;
    case 'table':
      return <TableView box={box} drawing={drawing} />;
  }
}

const asText = (line: string) => line;

interface DesignedSlideProps {
  design: SlideDesign;
  /** The venture's logo, for the design's logo boxes. */
  logoUrl?: string;
  /** The heading level of the slide's title: h3 under the deck's section heading; `div` in a picture of the slide (a thumbnail). */
  heading?: 'h2' | 'h3' | 'div';
  renderLine?: (line: string) => ReactNode;
}

/**
 * A box whose type size changes is drawn as a new element. Chromium 156 now and then keeps an
 * element's size in container units, or its children's, at the old value when its style changes
 * from one such size to another (a title's lines at 27 px in a box laid out for 24 after Next,
 * past its bottom; tests/e2e/deck-fill.spec.ts); an element made anew computes them all.
 */
const boxKey = (box: Box, index: number) =>
  [index, 'size' in box ? box.size : '', 'lineHeight' in box ? box.lineHeight : ''].join(':');

/**
 * One designed slide (core/deck-design), its boxes placed in shares of a 16:9 frame and sized in
 * container units, so it is the same slide at any width: the .pptx and the .pdf draw the same
 * boxes. Arial, whose widths the layout measured with. Text stays text, never markup.
 */
export const DesignedSlide = memo(function DesignedSlide({
  design,
  logoUrl,
  heading = 'h3',
  renderLine = asText,
}: DesignedSlideProps) {
  const drawing: Drawing = { heading, renderLine, ...(logoUrl ? { logoUrl } : {}) };
  return (
    <div
      data-layout={design.layout}
      className="@container relative aspect-video w-full overflow-hidden"
      style={{ background: colour(design.background), fontFamily: SLIDE_FONTS }}
    >
      {design.boxes.map((box, index) => (
        <BoxView key={boxKey(box, index)} box={box} drawing={drawing} />
      ))}
    </div>
  );
});
