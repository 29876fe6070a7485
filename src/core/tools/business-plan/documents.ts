import { finishedDocument, type ExportContext } from '../../exports/context';
import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { paragraphs } from '../../exports/text';
import { KEY_FIGURES_TEXTS, keyFigureRows } from '../../venture/key-figures';
import { PLAN_SECTIONS, type BusinessPlan } from './schema';

/** The model's key figures under their heading, after the business model; none without a saved model. */
function keyFigures(context: ExportContext | undefined): DocumentBlock[] {
  if (!context?.model) return [];
  return [
    { kind: 'heading', text: KEY_FIGURES_TEXTS.title },
    {
      kind: 'table',
      header: KEY_FIGURES_TEXTS.header,
      rows: keyFigureRows(context.model, context.pins),
      widths: [1, 2],
    },
  ];
}

/**
 * The plan as a document: a title, then each section under its heading in the product's order, the
 * milestones as a bulleted list. With the export's context: a cover, a table of contents, and the
 * financial model's key figures as a table after the business model.
 */
export function businessPlanDocument(plan: BusinessPlan, context?: ExportContext): DocumentSpec {
  const blocks = PLAN_SECTIONS.flatMap(({ key, title }): DocumentBlock[] => [
    { kind: 'heading', text: title },
    ...(key === 'keyMilestones'
      ? [{ kind: 'list', ordered: false, items: plan.keyMilestones.map((item) => item.trim()) } as const]
      : paragraphs(plan[key]).map((text) => ({ kind: 'paragraph', text }) as const)),
    ...(key === 'businessModel' ? keyFigures(context) : []),
  ]);
  const spec: DocumentSpec = { kind: 'document', title: 'Business Plan', blocks };
  return context ? finishedDocument(spec, context, { toc: true }) : spec;
}

/** business-plan.docx and business-plan.pdf hold the same content. */
export const businessPlanDocuments: ExportDescriptions<BusinessPlan> = {
  docx: businessPlanDocument,
  pdf: businessPlanDocument,
};
