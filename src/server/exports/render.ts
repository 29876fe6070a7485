import type { ExportFormat } from '@/core/exports/formats';
import type { ExportSpecs } from '@/core/exports/spec';
import { toolDefinition } from '@/core/tools/registry';
import { designedLook } from './pool-tasks';
import type { RenderRequest } from './render-messages';

/** The file `request` asks for, described by its tool (`documents` in its definition) and drawn. */
export async function renderRequested({ tool, format, result, context, look }: RenderRequest): Promise<Buffer> {
  const describe = toolDefinition(tool)?.documents?.[format];
  if (!describe) throw new Error(`No ${format} export for ${tool}`);
  const made = look ? { ...context, deck: designedLook(look, result) } : context;
  return renderExport(format, describe(result as never, made) as ExportSpecs[typeof format]);
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
