import type { Config } from 'tailwind-merge';

/**
 * The Tailwind class groups `cn` knows, for tailwind-merge's `createTailwindMerge`. Its default
 * config covers all of Tailwind and weighs about 6 KiB gzipped; this one, written after its
 * `getDefaultConfig` with simpler value checks, covers only the groups this app uses and weighs
 * under 2 KiB, which keeps the tool pages under their 150 KiB budget (README, Performance). What
 * keeps it right is `cn.test.ts`: it merges every pair of classes found in src/web both with this
 * config and with the full `twMerge`, and names each class that is missing or grouped differently;
 * add that class's group (or value) here.
 */

const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isInteger = (value: string) => /^\d+$/.test(value);
const isFraction = (value: string) => /^\d+\/\d+$/.test(value);
/** `sm`, `2xl`: Tailwind's named sizes (text, radius, shadow, container widths). */
const isTshirtSize = (value: string) => /^\d*(xs|sm|md|lg|xl)$/.test(value);
const isArbitrary = (value: string) => /^\[.+\]$/.test(value);
/** `[11px]`, `[calc(...)]`: an arbitrary value that reads as a length. */
const isArbitraryLength = (value: string) => /^\[(length:.+|[\d.]+[a-z%]+|(calc|min|max|clamp)\(.+\))\]$/.test(value);
/** Colours are whatever is left once a prefix's other groups have not matched (`bg-base-50`, `text-white/90`). */
const isAny = () => true;

const spacing = () => ['px', isNumber, isArbitrary];
const margin = () => ['auto', ...spacing()];
const inset = () => [isFraction, 'full', 'auto', ...spacing()];
const sizing = () => [isFraction, 'auto', 'full', 'screen', 'min', 'max', 'fit', ...spacing()];
const borderWidth = () => ['', isNumber, isArbitraryLength];

const classGroups = {
  // Layout
  aspect: [{ aspect: ['auto', 'square', 'video', isFraction, isArbitrary] }],
  container: ['container'],
  'container-type': [{ '@container': ['', 'normal', 'size'] }],
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'grid',
    'inline-grid',
    'contents',
    'hidden',
    'table',
  ],
  visibility: ['visible', 'invisible', 'collapse'],
  sr: ['sr-only', 'not-sr-only'],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  inset: [{ inset: inset() }],
  'inset-x': [{ 'inset-x': inset() }],
  top: [{ top: inset() }],
  right: [{ right: inset() }],
  bottom: [{ bottom: inset() }],
  left: [{ left: inset() }],
  z: [{ z: [isInteger, 'auto', isArbitrary] }],
  // Flexbox and grid
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitrary] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
  shrink: [{ shrink: ['', isNumber, isArbitrary] }],
  'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', isArbitrary] }],
  'col-start-end': [{ col: ['auto', { span: ['full', isInteger, isArbitrary] }, isInteger, isArbitrary] }],
  gap: [{ gap: spacing() }],
  'gap-x': [{ 'gap-x': spacing() }],
  'gap-y': [{ 'gap-y': spacing() }],
  'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
  'align-items': [{ items: ['start', 'end', 'center', 'stretch', 'baseline'] }],
  'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
  // Spacing
  p: [{ p: spacing() }],
  px: [{ px: spacing() }],
  py: [{ py: spacing() }],
  pt: [{ pt: spacing() }],
  pr: [{ pr: spacing() }],
  pb: [{ pb: spacing() }],
  pl: [{ pl: spacing() }],
  mx: [{ mx: margin() }],
  my: [{ my: margin() }],
  mt: [{ mt: margin() }],
  mb: [{ mb: margin() }],
  mr: [{ mr: margin() }],
  ml: [{ ml: margin() }],
  'space-y': [{ 'space-y': spacing() }],
  // Sizing
  size: [{ size: sizing() }],
  w: [{ w: [isTshirtSize, ...sizing()] }],
  'min-w': [{ 'min-w': [isTshirtSize, ...sizing()] }],
  'max-w': [{ 'max-w': ['none', isTshirtSize, ...sizing()] }],
  h: [{ h: sizing() }],
  'min-h': [{ 'min-h': sizing() }],
  'max-h': [{ 'max-h': ['none', ...sizing()] }],
  // Typography
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
  'font-style': ['italic', 'not-italic'],
  'font-weight': [
    { font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
  ],
  'fvn-spacing': ['tabular-nums', 'proportional-nums'],
  tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', isArbitrary] }],
  'line-clamp': [{ 'line-clamp': [isInteger, 'none'] }],
  'accent-color': [{ accent: ['auto', isAny] }],
  leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing()] }],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', isArbitrary] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: [isAny] }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'underline-offset': [{ 'underline-offset': [isNumber, 'auto', isArbitrary] }],
  'text-decoration-style': [{ decoration: ['solid', 'dashed', 'dotted', 'double', 'wavy'] }],
  'text-decoration-color': [{ decoration: [isAny] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  // Backgrounds, borders, effects
  'bg-image': [{ 'bg-linear-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }],
  'bg-color': [{ bg: [isAny] }],
  'gradient-from': [{ from: [isAny] }],
  'gradient-via': [{ via: [isAny] }],
  'gradient-to': [{ to: [isAny] }],
  rounded: [{ rounded: ['', 'none', 'full', isTshirtSize, isArbitrary] }],
  'border-w': [{ border: borderWidth() }],
  'border-w-t': [{ 'border-t': borderWidth() }],
  'border-w-r': [{ 'border-r': borderWidth() }],
  'border-w-b': [{ 'border-b': borderWidth() }],
  'divide-y': [{ 'divide-y': borderWidth() }],
  'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
  'border-color': [{ border: [isAny] }],
  'divide-color': [{ divide: [isAny] }],
  'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
  'outline-w': [{ outline: borderWidth() }],
  'ring-w': [{ ring: borderWidth() }],
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-color': [{ ring: [isAny] }],
  shadow: [{ shadow: ['', 'none', isTshirtSize, isArbitrary] }],
  opacity: [{ opacity: [isNumber, isArbitrary] }],
  'backdrop-blur': [{ 'backdrop-blur': ['', 'none', isTshirtSize, isArbitrary] }],
  // Transitions, interactivity, SVG
  transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', isArbitrary] }],
  duration: [{ duration: [isNumber, 'initial', isArbitrary] }],
  animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', isArbitrary] }],
  cursor: [{ cursor: ['auto', 'default', 'pointer', 'wait', 'text', 'move', 'not-allowed', 'none', isArbitrary] }],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  resize: [{ resize: ['', 'none', 'x', 'y'] }],
  'scroll-mt': [{ 'scroll-mt': spacing() }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  fill: [{ fill: ['none', isAny] }],
  stroke: [{ stroke: ['none', isAny] }],
  'translate-x': [{ 'translate-x': [isFraction, 'full', ...spacing()] }],
  'translate-y': [{ 'translate-y': [isFraction, 'full', ...spacing()] }],
};

type ClassGroupId = keyof typeof classGroups;

export const tailwindGroups: Config<ClassGroupId, never> = {
  cacheSize: 500,
  theme: {},
  classGroups,
  // A later class from the key's group removes earlier classes of the listed groups (`p-4` after `px-2`).
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    'border-w': ['border-w-t', 'border-w-r', 'border-w-b'],
  },
  // `text-sm/6` sets the line height too.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // Variants whose order changes what they target, so `hover:before:` and `before:hover:` stay apart.
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
};
