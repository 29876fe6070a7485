import { finishedDocument, type ExportContext } from '../../exports/context';
import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { paragraphs } from '../../exports/text';
import { raiseText } from '../../review/score';
import { AREA_LABELS, AREAS, SEVERITIES } from '../../review/types';
import { findingLines, SEVERITY_LABELS } from './export';
import type { InvestorReview } from './schema';

function readinessBlocks({ readiness }: InvestorReview): DocumentBlock[] {
  return [
    { kind: 'heading', text: 'Readiness' },
    {
      kind: 'table',
      header: ['Area', 'Score'],
      rows: [
        ['Overall', `${readiness.overall}/100`],
        ...AREAS.map((area) => [AREA_LABELS[area], `${readiness.areas[area]}/100`]),
      ],
      widths: [2, 1],
    },
    ...(readiness.raises.length > 0
      ? [
          { kind: 'paragraph', text: 'What would raise it most:' } as const,
          { kind: 'list', ordered: false, items: readiness.raises.map(raiseText) } as const,
        ]
      : []),
  ];
}

/**
 * The review as a document: the focus, the readiness table, the findings by severity (each as the
 * .txt download words it), the critique per area and the likely questions with their answers. With
 * the export's context: a cover.
 */
export function investorReviewDocument(review: InvestorReview, context?: ExportContext): DocumentSpec {
  const blocks: DocumentBlock[] = [
    ...(review.focus ? [{ kind: 'paragraph', text: `Focus: ${review.focus}` } as const] : []),
    ...readinessBlocks(review),
    ...SEVERITIES.flatMap((severity): DocumentBlock[] => {
      const findings = review.findings.filter((finding) => finding.severity === severity);
      if (findings.length === 0) return [];
      return [
        { kind: 'heading', text: `${SEVERITY_LABELS[severity]} findings` },
        {
          kind: 'list',
          ordered: false,
          items: findings.map((finding) =>
            findingLines(finding)
              .map((line) => line.trim())
              .join(' '),
          ),
        },
      ];
    }),
    { kind: 'heading', text: 'Critique' },
    ...review.critique.flatMap((paragraph): DocumentBlock[] =>
      paragraphs(`${AREA_LABELS[paragraph.area]}: ${paragraph.text}`).map((text) => ({ kind: 'paragraph', text })),
    ),
    { kind: 'heading', text: 'Likely Questions' },
    {
      kind: 'list',
      ordered: true,
      items: review.questions.map((question) => `${question.question} Draft answer: ${question.answer}`),
    },
  ];
  const spec: DocumentSpec = { kind: 'document', title: 'Investor Review', blocks };
  return context ? finishedDocument(spec, context) : spec;
}

/** investor-review.docx and investor-review.pdf hold the same content. */
export const investorReviewDocuments: ExportDescriptions<InvestorReview> = {
  docx: investorReviewDocument,
  pdf: investorReviewDocument,
};
