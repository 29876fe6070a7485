import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';

interface Health {
  provider: 'openai-compatible' | 'offline';
  model: string;
}

/** Says plainly when results are the built-in offline samples rather than a model's work. */
export function ProviderNotice() {
  const [health, setHealth] = useState<Health | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Health>) : null))
      .then(setHealth)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (health?.provider !== 'offline') return null;
  return (
    <div role="note" aria-label="Offline mode" className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-6 py-3 text-sm text-amber-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">Offline sample content.</strong> No AI provider is connected, so results come from Venturekit&rsquo;s built-in
        generator. To use a model, set <code className="rounded bg-amber-100 px-1">OPENAI_API_KEY</code> (or{' '}
        <code className="rounded bg-amber-100 px-1">AI_BASE_URL</code> for another OpenAI-compatible service) on the server and restart it.
      </p>
    </div>
  );
}
