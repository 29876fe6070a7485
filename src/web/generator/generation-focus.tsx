import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type RefCallback,
} from 'react';

/**
 * Where focus goes as a generation runs. The button that started it may be disabled (submit) or
 * taken off screen (Regenerate, a form the result replaces), and Stop goes away when it ends: a
 * browser then drops focus to the page, and keyboard and screen-reader users lose their place.
 * Only focus that would be lost moves; focus the founder keeps elsewhere (a field where Enter
 * submitted the form, the sidebar) stays where it is.
 */

/** What happened: a generation started, ended with a result, or ended without one (Stop, a failure). */
export type FocusGoal = 'busy' | 'result' | 'form';

type Place = 'submit' | 'stop' | 'field' | 'result';

/** Where each goal sends focus, in order of preference; the first place on screen that can take it wins. */
const PLACES: Record<FocusGoal, readonly Place[]> = {
  busy: ['stop', 'field'],
  form: ['submit', 'field'],
  // Only the heading, which a screen draws with its result, never behind code still on its way (the
  // financial model's report, the deck): the form and Stop leave in that same render.
  result: ['result'],
};

/** The places a generation sends focus to, as refs for the shared form and result heading. */
export interface GenerationFocusRefs {
  submit: RefCallback<HTMLButtonElement>;
  stop: RefCallback<HTMLButtonElement>;
  /** The form's first field: when neither button can take focus. */
  field: RefCallback<HTMLElement>;
  /** The result's heading (focusable with tabIndex -1). */
  result: RefCallback<HTMLElement>;
}

const canTakeFocus = (element: HTMLElement | undefined): element is HTMLElement =>
  element !== undefined && element.isConnected && !element.matches(':disabled');

/** Focus is on the page itself, on an element gone from it, or on a disabled button (which takes no keys). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.matches(':disabled');
}

/** The places on screen (registered by `refs`) and the goal `moveTo` set, until focus has moved for it. */
class FocusPlan {
  private readonly places = new Map<Place, HTMLElement>();
  private goal: FocusGoal | null = null;

  readonly refs: GenerationFocusRefs = {
    submit: this.refFor('submit'),
    stop: this.refFor('stop'),
    field: this.refFor('field'),
    result: this.refFor('result'),
  };

  moveTo(goal: FocusGoal) {
    this.goal = goal;
  }

  /** Moves focus to the goal's place once one is on screen, if focus would be lost; waits while none is. */
  settle() {
    if (!this.goal) return;
    const target = PLACES[this.goal].map((place) => this.places.get(place)).find(canTakeFocus);
    if (!target) return;
    this.goal = null;
    if (focusIsLost()) target.focus();
  }

  private refFor(place: Place) {
    return (element: HTMLElement | null): (() => void) | undefined => {
      if (!element) return undefined;
      this.places.set(place, element);
      // A place that mounts later (a result whose code was loading) settles a goal waiting for it,
      // once the whole commit is in: its siblings' refs may not be attached yet. Still before paint.
      queueMicrotask(() => this.settle());
      return () => {
        if (this.places.get(place) === element) this.places.delete(place);
      };
    };
  }
}

/**
 * The screen's focus plan: `refs` for the form and the result's heading, `moveTo` for each step
 * of a generation. Focus moves once the screen has rendered the step, before the browser paints
 * (so it never shows on the page, even for a frame), or when the goal's place mounts later.
 */
export function useGenerationFocus() {
  const [plan] = useState(() => new FocusPlan());
  useLayoutEffect(() => plan.settle());
  const moveTo = useCallback((goal: FocusGoal) => plan.moveTo(goal), [plan]);
  return { refs: plan.refs, moveTo };
}

const GenerationFocusContext = createContext<GenerationFocusRefs | null>(null);

/** Given by the tool page around its form and result, so neither screen nor form wires focus by hand. */
export const GenerationFocusProvider = GenerationFocusContext.Provider;

/** The refs of the screen's generation focus, or null outside a tool page. */
export function useGenerationFocusRefs(): GenerationFocusRefs | null {
  return useContext(GenerationFocusContext);
}

/** A result's heading: where focus goes when a generation ends with a result. Focusable from script only. */
export function ResultHeading(props: Omit<ComponentProps<'h2'>, 'ref' | 'tabIndex'>) {
  const focus = useGenerationFocusRefs();
  return <h2 {...props} ref={focus?.result} tabIndex={-1} />;
}
