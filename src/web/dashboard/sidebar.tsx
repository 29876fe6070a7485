import { Briefcase, House, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { DASHBOARD_PATH, readsVenture, toolPath, tools } from '@/core/tools/listings';
import { ToolIcon } from '@/web/components/tool-icon';
import { cn } from '@/web/lib/cn';
import { VENTURE_NAV_LABEL, VENTURE_PATH } from '@/web/venture/venture-path';

const toolEntry = (tool: (typeof tools)[number]) => ({
  to: toolPath(tool.id),
  label: tool.navLabel,
  icon: <ToolIcon icon={tool.icon} className="size-5 shrink-0" />,
});

const entries = [
  { to: DASHBOARD_PATH, label: 'Home', icon: <House aria-hidden="true" className="size-5 shrink-0" /> },
  ...tools.filter((tool) => !readsVenture(tool)).map(toolEntry),
  // Venturekit's own screen, after the tools that make the venture (docs/product.md §10), then
  // those that read it whole (the Investor Review).
  {
    to: VENTURE_PATH,
    label: VENTURE_NAV_LABEL,
    icon: <Briefcase aria-hidden="true" className="size-5 shrink-0" />,
  },
  ...tools.filter(readsVenture).map(toolEntry),
];

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  /** On a narrow screen the wide sidebar opens over the screen, as a drawer that Escape closes. */
  overlay?: boolean;
}

/**
 * Wide (w-64) with names, or narrow with the product's letter and icons only. The toggle moves
 * between the header and the foot, and focus moves with it.
 */
export function Sidebar({ collapsed, onToggle, overlay = false }: SidebarProps) {
  const drawer = overlay && !collapsed;
  const { toggle, toggleRef } = useSidebarToggle(onToggle, drawer);
  const toggleButton = <ToggleButton collapsed={collapsed} onToggle={toggle} buttonRef={toggleRef} />;
  return (
    <>
      {drawer && (
        <>
          {/* Keeps the screen where the narrow rail left it; a click beside the drawer closes it. */}
          <div aria-hidden="true" className="w-16 shrink-0" />
          <div aria-hidden="true" className="fixed inset-0 z-30 bg-base-900/40" onClick={toggle} />
        </>
      )}
      <aside
        className={cn(
          'top-0 flex h-screen shrink-0 flex-col border-r border-base-200 bg-white transition-[width] duration-200',
          drawer ? 'fixed left-0 z-40 shadow-xl' : 'sticky',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'flex h-16 items-center border-b border-base-200 px-3',
            collapsed ? 'justify-center' : 'justify-between',
          )}
        >
          <span className="flex items-center gap-2 font-bold text-base-900">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-lg bg-primary-600 text-white"
            >
              V
            </span>
            {collapsed ? <span className="sr-only">Venturekit</span> : <span>Venturekit</span>}
          </span>
          {!collapsed && toggleButton}
        </div>
        <DashboardNav collapsed={collapsed} />
        {collapsed && <div className="flex justify-center border-t border-base-200 p-2">{toggleButton}</div>}
      </aside>
    </>
  );
}

/** The entries (Home, the tools, Venture): names beside icons, or icons alone with the names for screen readers. */
function DashboardNav({ collapsed }: { collapsed: boolean }) {
  return (
    <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-2">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end
              title={collapsed ? entry.label : undefined}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                  collapsed && 'justify-center px-0',
                  isActive ? 'bg-primary-50 text-primary-700' : 'text-base-600 hover:bg-base-100 hover:text-base-900',
                )
              }
            >
              {entry.icon}
              <span className={collapsed ? 'sr-only' : undefined}>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface ToggleButtonProps {
  collapsed: boolean;
  onToggle: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}

function ToggleButton({ collapsed, onToggle, buttonRef }: ToggleButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onToggle}
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      className="rounded-md p-2 text-base-500 hover:bg-base-100 hover:text-base-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
    >
      {collapsed ? (
        <PanelLeftOpen aria-hidden="true" className="size-5" />
      ) : (
        <PanelLeftClose aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

/**
 * The sidebar's toggle: the one that appears after a toggle takes the focus the other had (the
 * button moves between header and foot), and Escape closes an open drawer.
 */
function useSidebarToggle(onToggle: () => void, drawer: boolean) {
  const toggled = useRef(false);
  const toggle = useCallback(() => {
    toggled.current = true;
    onToggle();
  }, [onToggle]);
  const toggleRef = useCallback((button: HTMLButtonElement | null) => {
    if (button && toggled.current) {
      toggled.current = false;
      button.focus();
    }
  }, []);
  useEffect(() => {
    if (!drawer) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toggle();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [drawer, toggle]);
  return { toggle, toggleRef };
}
