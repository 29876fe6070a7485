import type { DeepPartial } from '@/core/stream/partial-shape';
import { PLAN_SECTIONS, type BusinessPlan } from '@/core/tools/business-plan/client';
import { EditablePart } from '@/web/editing/part-editing';
import { FigureText } from '@/web/generator/figure-marks';
import { PendingPart, ResultTabs } from '@/web/generator/result-tabs';

interface PlanTabsProps {
  /** The plan so far: sections fill in while it streams. */
  plan: DeepPartial<BusinessPlan>;
  loading: boolean;
}

/**
 * The plan's eight tabs, Summary first; model text is rendered as text, never as HTML. Each
 * section has its Edit button beside its title (docs/product.md §11).
 */
export function PlanTabs({ plan, loading }: PlanTabsProps) {
  const tabs = PLAN_SECTIONS.map(({ key, tab, title }) => {
    const milestones = key === 'keyMilestones' ? (plan.keyMilestones ?? []) : [];
    const text = key === 'keyMilestones' ? undefined : plan[key];
    const filled = key === 'keyMilestones' ? milestones.length > 0 : Boolean(text);
    return {
      value: key,
      label: tab,
      content: (
        <EditablePart path={[key]}>
          {(edit) => (
            <>
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <h3 className="text-lg font-semibold text-base-900">{title}</h3>
                {edit}
              </div>
              {key === 'keyMilestones' && filled && (
                <ul className="list-disc space-y-2 pl-5 text-base-700">
                  {milestones.map((milestone, index) => (
                    <li key={index}>{milestone && <FigureText path={[key, index]} text={milestone} />}</li>
                  ))}
                </ul>
              )}
              {text && (
                <p className="whitespace-pre-line leading-relaxed text-base-700">
                  <FigureText path={[key]} text={text} />
                </p>
              )}
              {!filled && <PendingPart loading={loading} />}
            </>
          )}
        </EditablePart>
      ),
    };
  });
  return <ResultTabs tabs={tabs} label="Business plan sections" />;
}
