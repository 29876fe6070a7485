import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

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

/** Each menu's lazy component, and whether its code has arrived: a menu mounted after that renders at once. */
const menus = new WeakMap<MenuLoader<never>, { component: ComponentType<never>; arrived: boolean }>();

function menuFor<P>(load: MenuLoader<P>): { component: ComponentType<P & MenuArrival>; arrived: boolean } {
  let entry = menus.get(load as MenuLoader<never>);
  if (!entry) {
    const created = {
      arrived: false,
      component: lazy(() =>
        load().then((module) => {
          created.arrived = true;
          return module;
        }),
      ) as ComponentType<never>,
    };
    menus.set(load as MenuLoader<never>, created);
    entry = created;
  }
  return entry as { component: ComponentType<P & MenuArrival>; arrived: boolean };
}

/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The stand-in trigger's props: a closed menu button that asks for the menu on intent. */
function standInProps({
  prefetch,
  swap,
  requestOpen,
  onFocusChange,
}: {
  prefetch: () => void;
  swap: () => void;
  requestOpen: () => void;
  onFocusChange: (focused: boolean) => void;
}): ComponentProps<'button'> {
  return {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    // Hovering only fetches the code: swapping the button under a pointer about to press it could lose the press.
    onPointerEnter: prefetch,
    onFocus: () => {
      onFocusChange(true);
      swap();
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
 * A dropdown menu whose code (Radix's menu, its positioning and focus handling) loads when the
 * founder shows they want it: the pointer over the trigger, focus on it, or a press. Until then a
 * plain button stands in, announced as a closed menu button; a press before the code arrives opens
 * the menu as soon as it does. Focus or a press swaps in the real menu, in a transition, so the
 * stand-in stays on screen while the code loads, and focus stays on the trigger. Keeps a tool
 * page's first download small (README, Performance).
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
  const { component: Menu, arrived } = menuFor(loadMenu);
  const [wanted, setWanted] = useState(arrived);
  const [openRequested, setOpenRequested] = useState(false);
  const [focused, setFocused] = useState(false);

  const swap = () => startTransition(() => setWanted(true));
  const requestOpen = () => {
    setOpenRequested(true);
    swap();
  };

  // One boundary around both: in a transition an existing boundary keeps the stand-in on screen.
  return (
    <Suspense fallback={null}>
      {wanted ? (
        <Menu
          {...props}
          trigger={cloneElement(trigger, { autoFocus: focused && !openRequested })}
          defaultOpen={openRequested}
        />
      ) : (
        cloneElement(
          trigger,
          standInProps({ prefetch: () => void loadMenu(), swap, requestOpen, onFocusChange: setFocused }),
        )
      )}
    </Suspense>
  );
}
