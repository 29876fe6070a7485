import { Trash2 } from 'lucide-react';
import type { SavedIdeaView } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';

interface SavedIdeasProps {
  ideas: SavedIdeaView[] | null;
  error: string | null;
  onRemove: (id: string) => void;
}

/** The Saved Ideas section: each saved idea's name and description, with Remove. */
export function SavedIdeas({ ideas, error, onRemove }: SavedIdeasProps) {
  return (
    <section aria-labelledby="saved-ideas-heading" className="flex flex-col gap-3">
      <h2 id="saved-ideas-heading" className="text-lg font-semibold text-base-900">
        Saved Ideas
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-warning-900">
          {error}
        </p>
      ) : ideas === null ? (
        <p className="text-sm text-base-600">Loading...</p>
      ) : ideas.length === 0 ? (
        <p className="text-sm text-base-600">No saved ideas yet. Save Idea on a generated idea keeps it here.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-200 rounded-xl border border-base-200 bg-white">
          {ideas.map((idea) => (
            <li key={idea.id} className="flex items-start justify-between gap-4 p-4">
              <div className="min-w-0">
                <h3 className="font-medium text-base-900">{idea.name}</h3>
                <p className="mt-1 text-sm text-base-600">{idea.description}</p>
              </div>
              <Button variant="outline" size="sm" aria-label={`Remove ${idea.name}`} onClick={() => onRemove(idea.id)}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
