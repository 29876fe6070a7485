import type { ExportFormat } from '@/core/exports/formats';
import type { ExportContext, ExportSpecs } from '@/core/exports/spec';
import { toolDefinition } from '@/core/tools/registry';
import { drawableLogo } from './logo-image';
import { designedLook } from './pool-tasks';
import type { RenderRequest } from './render-messages';

/**
 * The context with a logo every format can draw: one that cannot be (stored before logos were
 * decoded on upload, and damaged) is left out, and a note says so, so the file is still made.
 */
function withDrawableLogo(context: ExportContext): { context: ExportContext; notes: string[] } {
  const logo = context.deck?.logo;
  if (!context.deck || !logo) return { context, notes: [] };
  const checked = drawableLogo(logo);
  if (checked.ok) return { context: { ...context, deck: { ...context.deck, logo: checked.logo } }, notes: [] };
  return {
    context: { ...context, deck: { ...context.deck, logo: undefined } },
    notes: [`The venture's logo was left out of the export: ${checked.message}`],
  };
}

/** The file `request` asks for, described by its tool (`documents` in its definition) and drawn, with what the log should know of it. */
export async function renderRequested(request: RenderRequest): Promise<{ file: Buffer; notes: string[] }> {
  const { tool, format, result, look } = request;
  const describe = toolDefinition(tool)?.documents?.[format];
  if (!describe) throw new Error(`No ${format} export for ${tool}`);
  const designed = look ? { ...request.context, deck: designedLook(look, result) } : request.context;
  const { context, notes } = withDrawableLogo(designed);
  return { file: await renderExport(format, describe(result as never, context) as ExportSpecs[typeof format]), notes };
}

/**
 * Renders a description into a file's bytes. Each format's library is loaded on its first use:
 * they are large, and a server that never exports (or the tests of the rest) need not load them.
 */
export async function renderExport<F extends ExportFormat>(format: F, spec: ExportSpecs[F]): Promise<Buffer> {
  const specs = { [format]: spec } as Partial<ExportSpecs>;
  if (specs.pptx) return (await import('./pptx')).renderPptx(specs.pptx);
  if (specs.docx) return (await import('./docx')).renderDocx(specs.docx);
  if (specs.xlsx) return (await import('./xlsx')).renderXlsx(specs.xlsx);
  if (specs.pdf) {
    if (specs.pdf.kind === 'slides') return (await import('./pdf-slides')).renderSlidesPdf(specs.pdf);
    return (await import('./pdf-document')).renderDocumentPdf(specs.pdf);
  }
  throw new Error(`No renderer for ${format}`);
}
