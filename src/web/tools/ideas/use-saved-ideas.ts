import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type { BusinessIdea } from '@/core/tools/ideas/client';
import type { SavedIdeaView } from '@/core/workspace/schema';
import { workspaceApi } from '@/web/workspace/api';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import { useWorkspace } from '@/web/workspace/workspace-context';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** The workspace's saved ideas: loaded with the screen, saved once per idea (the server keeps one of each), removable. */
export function useSavedIdeas() {
  // The workspace's view is read again when the stored work changed under the screen (an import,
  // Delete All My Data): the saved ideas are then read again too.
  const { view } = useWorkspace();
  const [ideas, setIdeas] = useState<SavedIdeaView[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    workspaceApi.savedIdeas(controller.signal).then(
      (answer) => {
        setIdeas(answer.ideas);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure));
      },
    );
    return () => controller.abort();
  }, [view]);

  const save = useCallback(async (idea: BusinessIdea) => {
    try {
      const saved = await workspaceApi.saveIdea(idea);
      setIdeas((old) => [saved, ...(old ?? []).filter((item) => item.id !== saved.id)]);
      // the product's toast (docs/product.md §8).
      toast.success('Idea Saved', { description: `${idea.name} saved to your ideas` });
    } catch (failure) {
      toast.error(WORKSPACE_TEXTS.notSaved, { description: messageOf(failure) });
    }
  }, []);

  const remove = useCallback(async (id: string) => {
    try {
      await workspaceApi.removeIdea(id);
      setIdeas((old) => (old ?? []).filter((item) => item.id !== id));
      toast.success(WORKSPACE_TEXTS.ideaRemoved);
    } catch (failure) {
      toast.error(WORKSPACE_TEXTS.notDeleted, { description: messageOf(failure) });
    }
  }, []);

  return { ideas, error, save, remove };
}
