import { useId, type ComponentProps, type ReactNode } from 'react';
import { useVentureFacts } from '@/web/workspace/use-venture-facts';
import { FigureCheckProvider, FigureMarksProvider, useFigureChecking } from './figure-marks';
import type { PartPath } from '@/core/venture/document-figures';
import type { ToolClient } from '@/core/tools/define-tool';
import { SavedToolPage } from '@/web/workspace/saved-tool-page';
import type { ToolSession } from '@/web/workspace/use-tool-session';
import type { EditToast } from '@/web/workspace/texts';
import type { EditOutcome } from '@/web/workspace/use-save-edit';
import { BusyIndicator } from './busy-indicator';
import { ConflictQuestionProvider } from './conflict-question';
import { GeneratorForm } from './generator-form';
import { ResultHeader } from './result-header';
import type { InputValues } from './use-generator';

interface ToolScreenProps {
  tool: Pick<ToolClient, 'fields' | 'texts' | 'title' | 'subtitle' | 'navLabel'>;
  session: Pick<
    ToolSession,
    | 'saved'
    | 'open'
    | 'remove'
    | 'loading'
    | 'generate'
    | 'focus'
    | 'formKey'
    | 'formInputs'
    | 'stop'
    | 'regenerate'
    | 'versions'
    | 'result'
  >;
  /**
   * The form: shown (the default), hidden (a result stands in its place until New Deck or New
   * Model), with its fields in `columns`, and a submit of the screen's own around `generate`.
   */
  form?: {
    hidden?: boolean;
    columns?: 1 | 3;
    onSubmit?: (values: InputValues) => Promise<unknown>;
    /** Back to the result the form stands in for (New Deck, New Model): a Cancel button. */
    onCancel?: () => void;
  };
  /** While it generates: the tool's busy text by default; `false` for a screen that says it otherwise. */
  busy?: ReactNode | false;
  /** The result's parts, once there is something to show (streaming or final). */
  children?: ReactNode;
}

/**
 * Every tool's screen: the heading with History, the saved work's notices, the form, the busy
 * state, then the result. A tool's view gives only its result parts (and says where the form
 * goes); the generation, the saved work, focus and the toasts are the same for every tool.
 */
export function ToolScreen({ tool, session, form = {}, busy, children }: ToolScreenProps) {
  return (
    <SavedToolPage tool={tool} session={session}>
      {!form.hidden && (
        <GeneratorForm
          key={session.formKey}
          tool={tool}
          loading={session.loading}
          onStop={session.stop}
          onCancel={form.onCancel}
          onSubmit={form.onSubmit ?? session.generate}
          initialValues={session.formInputs}
          columns={form.columns}
        />
      )}
      {session.loading && busy !== false && (busy ?? <BusyIndicator text={tool.texts.busy} />)}
      {children}
    </SavedToolPage>
  );
}

interface ResultSectionProps<R> {
  /** The region's name for assistive technology ("Business plan"). */
  label: string;
  /** Its visible heading ("Your Business Plan"), where focus goes when the result is final. */
  title: string;
  tool: ComponentProps<typeof ResultHeader<R>>['tool'] & {
    checksFigures?: boolean;
    partLabel?: (path: PartPath, result: R) => string;
  };
  /** The final result (Download and Export show only then); null while it streams. */
  result: R | null;
  loading: boolean;
  /** Buttons before Download and Export. */
  actions?: ReactNode;
  /** Download and Export beside the heading (the default), or placed by the view (`ResultDownloads`: the deck's toolbar). */
  downloads?: boolean;
  /**
   * Saves the result with a figure fixed by Use Fact (or every one, by Use All Facts, with `done` as
   * its toast) as one edit, for a tool whose prose states the venture's facts.
   */
  onUseFact?: (fixed: R, done?: EditToast) => Promise<EditOutcome>;
  children: ReactNode;
}

/**
 * A result's region: its heading with Download and Export, then its parts. Within it, Export,
 * Download and Share ask first when the result's figures differ from the venture's facts.
 */
export function ResultSection<R>({
  label,
  title,
  tool,
  result,
  loading,
  actions,
  downloads,
  onUseFact,
  children,
}: ResultSectionProps<R>) {
  const facts = useVentureFacts();
  const checks = tool.checksFigures === true;
  const checked = useFigureChecking(result, facts, checks);
  const headingId = useId();
  const panelId = useId();
  return (
    <section aria-label={label} aria-busy={loading} className="flex flex-col gap-4">
      <ConflictQuestionProvider {...{ result, facts, checks, checked, onUseFact, panelId }}>
        {/* The actions outside the marks: what they open (Present mode, Share) is for an audience, not the founder's check. */}
        <ResultHeader title={title} headingId={headingId} tool={tool} result={result} downloads={downloads}>
          {actions}
        </ResultHeader>
        <FiguresMarked {...{ checked, tool, result, onUseFact, panelId }} resultHeadingId={headingId}>
          {children}
        </FiguresMarked>
      </ConflictQuestionProvider>
    </section>
  );
}

interface CheckedFiguresProps<R> extends Pick<ResultSectionProps<R>, 'tool' | 'result' | 'onUseFact' | 'children'> {
  /** Where focus goes once Use Fact has fixed the last figure. */
  resultHeadingId: string | undefined;
}

/**
 * A result's texts checked against the venture's facts, for a tool whose prose states them, outside
 * a ResultSection (the idea cards): see FiguresMarked.
 */
export function CheckedFigures<R>(props: CheckedFiguresProps<R>) {
  const checked = useFigureChecking(props.result, useVentureFacts(), props.tool.checksFigures === true);
  return <FiguresMarked checked={checked} {...props} />;
}

interface FiguresMarkedProps<R> extends CheckedFiguresProps<R> {
  checked: ReturnType<typeof useFigureChecking<R>>;
  /** The conflicts panel's id, which the question's Review focuses. */
  panelId?: string;
}

/**
 * The conflicts' panel with Use Fact above the result's texts, each figure marked where `children`
 * show its text, and a rewrite's preview checked the same way (ValueMarks).
 */
function FiguresMarked<R>({
  checked,
  tool,
  result,
  onUseFact,
  resultHeadingId,
  panelId,
  children,
}: FiguresMarkedProps<R>) {
  return (
    <FigureMarksProvider value={checked?.marks}>
      <FigureCheckProvider value={checked?.check}>
        {checked && result !== null && (
          <checked.Panel
            id={panelId}
            tool={tool}
            result={result}
            parts={checked.parts}
            onUseFact={onUseFact}
            resultHeadingId={resultHeadingId}
          />
        )}
        {children}
      </FigureCheckProvider>
    </FigureMarksProvider>
  );
}
