import { useNavigate } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { toolPath } from '@/core/tools/listings';
import type { DeepPartial } from '@/core/stream/partial-shape';
import { ideasClient, type BusinessIdea } from '@/core/tools/ideas/client';
import { EditablePart, PartEditingProvider, usePartEditing } from '@/web/editing/part-editing';
import { ResultHeading } from '@/web/generator/generation-focus';
import { prefillState } from '@/web/generator/prefill';
import { CheckedFigures, ToolScreen } from '@/web/generator/tool-screen';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { useWorkspace } from '@/web/workspace/workspace-context';
import { IdeaCard } from './ideas/idea-card';
import { SavedIdeas } from './ideas/saved-ideas';
import { useSavedIdeas } from './ideas/use-saved-ideas';

/** Idea Generator: three fields in, three idea cards out, filling in as they stream; then the saved ideas. */
export default function IdeasView() {
  const session = useToolSession(ideasClient);
  const editing = usePartEditing(ideasClient, session);
  const { loading, result, shown } = session;
  const saved = useSavedIdeas();
  const cards = shown?.ideas ?? [];

  const startVentureFrom = useStartVenture(session.saved.shown?.id, session.formInputs);

  return (
    <ToolScreen
      tool={ideasClient}
      session={session}
      form={{ columns: 3 }}
      // The screen has no busy panel (docs/product.md): this live region says a generation started and ended.
      busy={false}
    >
      <p role="status" className="sr-only">
        {loading ? ideasClient.texts.submitting : ''}
      </p>
      {cards.length > 0 && (
        // The ideas' figures checked against the venture's facts, as every tool's prose is (Use Fact above the cards).
        <CheckedFigures
          tool={ideasClient}
          result={result}
          onUseFact={session.saveUsedFacts}
          resultHeadingId="generated-ideas-heading"
        >
          <section
            aria-labelledby="generated-ideas-heading"
            aria-busy={loading}
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          >
            {/* Keeps the outline whole: the cards' h3 names sit under a section heading. Focus comes
                here when the ideas are final (generation-focus.tsx), so the next Tab reaches the first card. */}
            <ResultHeading id="generated-ideas-heading" className="sr-only">
              Generated ideas
            </ResultHeading>
            {/* Each idea is edited in place before Save Idea or Use This Idea takes it (docs/product.md §11). */}
            <PartEditingProvider value={editing}>
              <IdeaCards
                cards={cards}
                final={result?.ideas}
                onSave={(idea) => void saved.save(idea)}
                onUse={(idea) => void startVentureFrom(idea)}
              />
            </PartEditingProvider>
          </section>
        </CheckedFigures>
      )}
      <SavedIdeas ideas={saved.ideas} error={saved.error} onRemove={(id) => void saved.remove(id)} />
    </ToolScreen>
  );
}

/** The idea cards, each with its Edit button; Save Idea and Use This Idea once the idea is final. */
function IdeaCards({
  cards,
  final,
  onSave,
  onUse,
}: {
  cards: readonly DeepPartial<BusinessIdea>[];
  final: readonly BusinessIdea[] | undefined;
  onSave: (idea: BusinessIdea) => void;
  onUse: (idea: BusinessIdea) => void;
}) {
  return cards.map((idea, index) => {
    const done = final?.[index];
    return (
      <EditablePart key={index} path={['ideas', index]}>
        {(edit) => (
          <IdeaCard
            idea={idea}
            path={['ideas', index]}
            edit={edit}
            onSave={done ? () => onSave(done) : undefined}
            onUse={done ? () => onUse(done) : undefined}
          />
        )}
      </EditablePart>
    );
  });
}

/**
 * Use This Idea: one venture per idea (docs/product.md §10). On saved ideas, the server makes their
 * venture the idea's (its name and description, with the industry, market and region the ideas
 * were generated for) when it holds nothing else, or moves the ideas to a new venture for the idea;
 * then the business plan opens, its form filled from the profile. Ideas that were never saved start
 * a new venture from the form's inputs (`asked`); if no venture could be stored, the plan still
 * opens with the idea.
 */
function useStartVenture(documentId: string | undefined, asked: Record<string, string> = {}) {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  return async (idea: BusinessIdea) => {
    const profile = {
      name: idea.name,
      description: idea.description,
      industry: asked.industry ?? '',
      targetMarket: asked.targetMarket ?? '',
      region: asked.region ?? '',
    };
    try {
      if (documentId) await workspace.ventureForIdea(documentId, { name: idea.name, description: idea.description });
      else await workspace.createVenture(profile);
      await navigate(toolPath('business-plan'));
    } catch (failure) {
      toast.error(WORKSPACE_TEXTS.notSaved, {
        description: failure instanceof Error ? failure.message : String(failure),
      });
      await navigate(toolPath('business-plan'), { state: prefillState(profile) });
    }
  };
}
