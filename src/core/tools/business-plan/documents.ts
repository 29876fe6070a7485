import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { paragraphs } from '../../exports/text';
import { PLAN_SECTIONS, type BusinessPlan } from './schema';

/** The plan as a document: a title, then each section under its heading in the product's order, the milestones as a bulleted list. */
export function businessPlanDocument(plan: BusinessPlan): DocumentSpec {
  const blocks = PLAN_SECTIONS.flatMap(({ key, title }): DocumentBlock[] => [
    { kind: 'heading', text: title },
    ...(key === 'keyMilestones'
      ? [{ kind: 'list', ordered: false, items: plan.keyMilestones.map((item) => item.trim()) } as const]
      : paragraphs(plan[key]).map((text) => ({ kind: 'paragraph', text }) as const)),
  ]);
  return { kind: 'document', title: 'Business Plan', blocks };
}

/** business-plan.docx and business-plan.pdf hold the same content. */
export const businessPlanDocuments: ExportDescriptions<BusinessPlan> = {
  docx: businessPlanDocument,
  pdf: businessPlanDocument,
};
