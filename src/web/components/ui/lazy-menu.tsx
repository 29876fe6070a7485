import {
  cloneElement,
  startTransition,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';

/** What a lazily loaded menu receives: its trigger, and whether the founder already asked for it open. */
export interface MenuArrival {
  /** The trigger button, to wrap in Radix's DropdownMenuTrigger. */
  trigger: ReactElement;
  /** Pressed before the menu's code arrived: it opens at once. */
  defaultOpen: boolean;
}

type TriggerElement = ReactElement<ComponentProps<'button'>>;
type MenuModule<P> = { default: ComponentType<P & MenuArrival> };
type MenuLoader<P> = () => Promise<MenuModule<P>>;

/**
 * A menu's code, fetched once for all its instances: `fetch` starts it (again after a failure),
 * `current` is the component once it has arrived, and `subscribe` hears when it does.
 */
interface MenuCode<P> {
  fetch: () => Promise<unknown>;
  current: () => ComponentType<P & MenuArrival> | undefined;
  subscribe: (listener: () => void) => () => void;
}

const menus = new WeakMap<MenuLoader<never>, MenuCode<never>>();

function menuCode<P>(load: MenuLoader<P>): MenuCode<P> {
  const known = menus.get(load as MenuLoader<never>);
  if (known) return known as MenuCode<P>;
  let component: ComponentType<P & MenuArrival> | undefined;
  let loading: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const code: MenuCode<P> = {
    fetch: () =>
      (loading ??= load().then(
        (module) => {
          component = module.default;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => component,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  menus.set(load as MenuLoader<never>, code as MenuCode<never>);
  return code;
}

/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The stand-in trigger's props: a closed menu button that asks for the menu on intent. */
function standInProps({
  prefetch,
  fetchNow,
  requestOpen,
  onFocusChange,
}: {
  /** Fetches the code in passing (a hover): a failure says nothing yet. */
  prefetch: () => void;
  /** Fetches the code for a founder who needs it now (focus): a failure shows the error panel. */
  fetchNow: () => void;
  requestOpen: () => void;
  onFocusChange: (focused: boolean) => void;
}): ComponentProps<'button'> {
  return {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    // The real menu takes the stand-in's place once its code arrives; a press meanwhile opens it then.
    onPointerEnter: prefetch,
    onFocus: () => {
      onFocusChange(true);
      fetchNow();
    },
    onBlur: () => onFocusChange(false),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      requestOpen();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      requestOpen();
    },
    // A screen reader's click arrives without a key or pointer press.
    onClick: requestOpen,
  };
}

/**
 * A dropdown menu whose code (Radix's menu, its positioning and focus handling) loads apart from the
 * page: when the browser is idle after the screen is up (idle-prefetch.ts), or earlier when the
 * founder reaches for it (the pointer over the trigger, focus on it, or a press). Until the code has
 * arrived a plain button stands in, announced as a closed menu button; then the real menu takes its
 * place, open at once if it was pressed meanwhile, with focus kept on the trigger if it had it. So a
 * first press after the page has been idle goes straight to Radix. Keeps a tool page's first
 * download small (README, Performance).
 *
 * `load` imports the menu's module (default export); define it once at module level.
 */
export function LazyMenu<P extends object>({
  load: loadMenu,
  trigger,
  props,
}: {
  load: MenuLoader<P>;
  trigger: TriggerElement;
  props: P;
}) {
  const code = menuCode(loadMenu);
  // The menu's component once its code has arrived: at once if it already had, else when it does.
  // (Functions that return it: a component is a function, which useState would otherwise call.)
  const [Menu, setMenu] = useState(() => code.current());
  useEffect(() => {
    // In a transition: never inside the dispatch of the press that asked for it, where the
    // stand-in taking its place between pointerdown and the focus that follows would lose the press.
    const arrived = () => startTransition(() => setMenu(() => code.current()));
    if (code.current()) arrived();
    return code.subscribe(arrived);
  }, [code]);
  const [openRequested, setOpenRequested] = useState(false);
  const [focused, setFocused] = useState(false);
  // A press or focus that needs the code and cannot get it: the error panel says so (and reloads once).
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => prefetchWhenIdle(code.fetch), [code]);
  if (failure) throw failure;

  const fetchNow = () => void code.fetch().catch(setFailure);
  if (Menu)
    return (
      <Menu
        {...props}
        trigger={cloneElement(trigger, { autoFocus: focused && !openRequested })}
        defaultOpen={openRequested}
      />
    );
  return cloneElement(
    trigger,
    standInProps({
      prefetch: () => void code.fetch().catch(() => undefined),
      fetchNow,
      requestOpen: () => {
        setOpenRequested(true);
        fetchNow();
      },
      onFocusChange: setFocused,
    }),
  );
}
