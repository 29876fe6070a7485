import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { DeckDesign } from '@/core/deck-design/schema';
import { LOGO_MAX_BYTES } from '@/core/deck-design/schema';
import { THEME_IDS, THEME_NAMES, type ThemeId } from '@/core/deck-design/themes';
import { call } from '@/web/api/client';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';

/** What the panel says (docs/product.md §14). */
export const DESIGN_PANEL_TEXTS = {
  theme: 'Theme',
  brand: 'Brand Colour',
  logo: 'Logo',
  logoHint: 'PNG or JPEG, up to 1 MB and 4096 pixels a side.',
  removeLogo: 'Remove Logo',
  notSaved: 'Design Not Saved',
  tooLarge: 'The logo must be at most 1 MB.',
} as const;

/** The brand colour is saved once the founder stops moving the picker for this long. */
const BRAND_SAVE_DELAY_MS = 400;

const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

interface DesignPanelProps {
  ventureId: string;
  design: DeckDesign;
  onChange: (design: DeckDesign) => void;
}

/** Saves each change as it is made; the deck shows the design the server answered with. A failure says why and keeps the last saved design. */
function useSave(onChange: DesignPanelProps['onChange']) {
  return async (request: () => Promise<DeckDesign>) => {
    try {
      onChange(await request());
    } catch (error) {
      toast.error(DESIGN_PANEL_TEXTS.notSaved, { description: error instanceof Error ? error.message : String(error) });
    }
  };
}

type Save = ReturnType<typeof useSave>;

/** The brand colour picker: saved once the founder stops moving it. */
function BrandChoice({ brand, onBrand }: { brand: string; onBrand: (brand: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-base-800">
        {DESIGN_PANEL_TEXTS.brand}
      </label>
      <input
        id={id}
        type="color"
        value={`#${brand}`}
        onChange={(event) => onBrand(event.target.value.slice(1).toUpperCase())}
        className="h-9 w-14 cursor-pointer rounded border border-base-300 bg-white"
      />
    </div>
  );
}

/** The logo: a PNG or JPEG file (its type checked by its bytes on the server), and Remove Logo once there is one. */
function LogoChoice({ ventureId, hasLogo, save }: { ventureId: string; hasLogo: boolean; save: Save }) {
  const ids = { logo: useId(), hint: useId() };
  const params = { id: ventureId };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES)
      return void toast.error(DESIGN_PANEL_TEXTS.notSaved, { description: DESIGN_PANEL_TEXTS.tooLarge });
    await save(async () => call('uploadLogo', { params, body: { data: await base64Of(file) } }));
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={ids.logo} className="text-sm font-medium text-base-800">
        {DESIGN_PANEL_TEXTS.logo}
      </label>
      <input
        id={ids.logo}
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={ids.hint}
        onChange={(event) => void upload(event)}
        className="text-sm text-base-700"
      />
      <p id={ids.hint} className="text-xs text-base-600">
        {DESIGN_PANEL_TEXTS.logoHint}
      </p>
      {hasLogo && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => void save(() => call('removeLogo', { params }))}
        >
          {DESIGN_PANEL_TEXTS.removeLogo}
        </Button>
      )}
    </div>
  );
}

/**
 * The theme and brand colour as the founder chose them, saved together: a theme at once, a brand
 * colour once the picker rests. A brand colour still waiting when the dialog closes is saved then
 * (it was dropped), and a theme chosen meanwhile carries it (the waiting save then sent the theme
 * chosen before, undoing the new one).
 */
function useChosenDesign(ventureId: string, design: DeckDesign, save: Save) {
  const chosen = useRef({ theme: design.theme, brand: design.brand });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveNow = (change: Partial<typeof chosen.current>) => {
    chosen.current = { ...chosen.current, ...change };
    clearTimeout(timer.current);
    timer.current = undefined;
    const body = chosen.current;
    void save(() => call('chooseDeckDesign', { params: { id: ventureId }, body }));
  };
  const saveSoon = (change: Partial<typeof chosen.current>) => {
    chosen.current = { ...chosen.current, ...change };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveNow({}), BRAND_SAVE_DELAY_MS);
  };
  // The latest render's saveNow, for the close below.
  const flush = useRef<() => void>(() => undefined);
  useEffect(() => {
    flush.current = () => timer.current !== undefined && saveNow({});
  });
  useEffect(() => () => flush.current(), []);
  return { saveNow, saveSoon };
}

/** The deck's theme, brand colour and logo (docs/product.md §14); loaded with the Design dialog's first open. */
export default function DesignPanel({ ventureId, design, onChange }: DesignPanelProps) {
  // Shown as chosen at once; the deck follows when the server has kept it.
  const [theme, setTheme] = useState(design.theme);
  const [brand, setBrand] = useState(design.brand);
  const save = useSave(onChange);
  const { saveNow, saveSoon } = useChosenDesign(ventureId, design, save);
  const choose = (next: ThemeId) => {
    setTheme(next);
    saveNow({ theme: next });
  };
  const changeBrand = (next: string) => {
    setBrand(next);
    saveSoon({ brand: next });
  };
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-base-800">{DESIGN_PANEL_TEXTS.theme}</legend>
        <div className="flex gap-4">
          {THEME_IDS.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm text-base-800">
              <input
                type="radio"
                name="deck-theme"
                value={id}
                checked={theme === id}
                onChange={() => choose(id)}
                className="size-4 accent-primary-600"
              />
              {THEME_NAMES[id]}
            </label>
          ))}
        </div>
      </fieldset>
      <BrandChoice brand={brand} onBrand={changeBrand} />
      <LogoChoice ventureId={ventureId} hasLogo={design.logo !== null} save={save} />
    </div>
  );
}
