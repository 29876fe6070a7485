import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

/** Tooltip timing docs/product.md fixes (docs/product.md §4). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Time to move the pointer from the trigger onto the tooltip without it closing (WCAG 1.4.13, hoverable). */
const CLOSE_GRACE_MS = 100;
/** Gap between the trigger and the tooltip, and the least margin to the window's edge, in px. */
const GAP = 6;
const EDGE = 8;

/**
 * The tooltip open now (one at a time: opening another closes it), and when one last closed:
 * hovering another meanwhile or within the skip delay opens it at once.
 */
let closeOpenTooltip: (() => void) | undefined;
let lastClosedAt = Number.NEGATIVE_INFINITY;
const skipsDelay = () => closeOpenTooltip !== undefined || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;

/** Touch and pen show the tooltip through focus; only a resting mouse pointer opens it on hover. */
const isMouse = (event: { pointerType: string }) => event.pointerType === 'mouse';

/** Above the trigger, or below it where there is no room above; always inside the window. */
function placement(trigger: DOMRect, tooltip: { width: number; height: number }): CSSProperties {
  const above = trigger.top - GAP - tooltip.height;
  const top = above >= EDGE ? above : trigger.bottom + GAP;
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const left = Math.min(Math.max(centred, EDGE), window.innerWidth - tooltip.width - EDGE);
  return { top, left: Math.max(left, EDGE) };
}

/** Whether the tooltip is open, and the timed ways to open and close it. */
function useTooltipState() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = useCallback(function hide() {
    clearTimeout(timer.current);
    setOpen(false);
    if (closeOpenTooltip === hide) {
      closeOpenTooltip = undefined;
      lastClosedAt = Date.now();
    }
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    open,
    show,
    hide,
    /** The pointer rests on the trigger: open after the delay, or at once within the skip delay. */
    hover: () => (open ? show() : later(show, skipsDelay() ? 0 : TOOLTIP_DELAY_MS)),
    leave: () => later(hide, CLOSE_GRACE_MS),
  };
}

/**
 * While open: the only open tooltip, placed beside `anchor` (again on scroll and resize), closed
 * by Escape. Returns the bubble's position.
 */
function useOpenTooltip(
  open: boolean,
  hide: () => void,
  anchor: RefObject<HTMLElement | null>,
  bubble: RefObject<HTMLElement | null>,
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    if (!open) return;
    closeOpenTooltip?.();
    closeOpenTooltip = hide;
    const place = () => {
      if (anchor.current && bubble.current)
        setStyle(placement(anchor.current.getBoundingClientRect(), bubble.current.getBoundingClientRect()));
    };
    place();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('keydown', onKey);
      setStyle({ visibility: 'hidden' });
      // Unmounted while open: no longer the open one.
      if (closeOpenTooltip === hide) closeOpenTooltip = undefined;
    };
  }, [open, hide, anchor, bubble]);
  return style;
}

/**
 * Shows `content` next to `children` (a focusable trigger): 700 ms after the pointer rests on it
 * (at once within 300 ms of another tooltip closing), at once on keyboard focus. Escape, leaving,
 * blurring or pressing the trigger closes it. Our own few lines rather than Radix Tooltip, whose
 * floating-ui positioning would double the JavaScript a tool page's form needs (README, Performance).
 */
export function Tooltip({
  content,
  children,
  inline = false,
}: {
  content: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  /** Within running text: the trigger wraps with the words around it. */
  inline?: boolean;
}) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const { open, show, hide, hover, leave } = useTooltipState();
  const style = useOpenTooltip(open, hide, anchor, bubble);

  return (
    <span
      ref={anchor}
      className={inline ? 'inline' : 'inline-flex'}
      onPointerMove={(event) => isMouse(event) && hover()}
      onPointerLeave={(event) => isMouse(event) && leave()}
      onPointerDown={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            style={style}
            onPointerMove={(event) => isMouse(event) && show()}
            onPointerLeave={(event) => isMouse(event) && leave()}
            className="fixed z-50 max-w-xs rounded-md bg-base-900 px-3 py-2 text-xs leading-snug text-white shadow-md"
          >
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
