import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One line under the title; also the dialog's accessible description. */
  description?: string;
  /**
   * Where focus goes when it closes, if not back to its opener: what an action of the dialog
   * leads to (Review: the conflicts panel). Asked at the close; none, or null, is the opener.
   */
  finalFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * What opened the dialog: the focused element, or, for a menu's item (gone once its menu closes), the
 * menu's trigger, which Radix names as the menu's label.
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"][aria-labelledby]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  const opener = trigger ?? active;
  return opener instanceof HTMLElement && opener !== document.body ? opener : null;
}

/**
 * Where focus was when the dialog opened, given back when it closes. Radix gives focus back to its
 * own Trigger, which none of the app's dialogs has (each is opened by a button of the screen, or a
 * menu's item), so without this focus fell to <body> (docs/product.md §4).
 */
function useFocusReturn(finalFocus: DialogProps['finalFocus']) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus in: the element still has it.
    onOpenAutoFocus: () => {
      opener.current = openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // An action of the dialog may have moved focus on purpose (Restore, to History): it stays there.
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const chosen = finalFocus?.();
      if (chosen?.isConnected) return chosen.focus();
      // No opener, or one gone meanwhile (a dialog opened on arrival, by Regenerate on the Venture
      // screen; a removed row): the page's main region, where the next Tab starts over the screen.
      const target = opener.current?.isConnected
        ? opener.current
        : document.querySelector<HTMLElement>('main[tabindex]');
      target?.focus();
    },
  };
}

/** A modal dialog: focus moves in and is trapped, Escape and the close button close it, focus returns to its opener. */
export default function RadixDialog({ open, onOpenChange, title, description, finalFocus, children }: DialogProps) {
  const focusReturn = useFocusReturn(finalFocus);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-base-900/40" />
        <DialogPrimitive.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-base-200 bg-white p-6 shadow-lg"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-base-900">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm text-base-600">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="rounded-md p-1 text-base-600 hover:bg-base-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            >
              <X aria-hidden="true" className="size-4" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
