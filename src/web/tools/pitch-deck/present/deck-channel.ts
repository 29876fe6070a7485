import type { SlideDesign } from '@/core/deck-design/boxes';
import type { RehearsalQuestion } from '@/core/tools/rehearsal';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { isLogoPath, isSlideDesign } from './design-check';

/**
 * What Present mode (the audience window) and the Presenter View say to each other over one
 * BroadcastChannel per presentation (docs/product.md §2):
 * - `hello`: the Presenter View has opened and asks for the deck;
 * - `deck`: the audience window's answer, the slides, each as designed (the window draws them as
 *   Present mode does, without the venture's facts of its own) with the logo's path, the current
 *   index and when Present started;
 * - `questions`: the venture's questions to rehearse beside the slides (the Investor Review's), sent
 *   after the deck and again when they arrive later;
 * - `goto`: either window moved to a slide (a key or a press in either moves both);
 * - `end`: the audience window left Present mode or closed.
 */
export type DeckMessage =
  | { type: 'hello' }
  | { type: 'deck'; slides: Slide[]; designs: SlideDesign[]; logoUrl?: string; index: number; startedAt: number }
  | { type: 'questions'; questions: RehearsalQuestion[] }
  | { type: 'goto'; index: number }
  | { type: 'end' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isIndex = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isQuestion = (value: unknown) =>
  isRecord(value) && isIndex(value.slide) && typeof value.question === 'string' && typeof value.answer === 'string';
const isSlide = (value: unknown) =>
  isRecord(value) && ['title', 'content', 'notes'].every((key) => typeof value[key] === 'string');

/**
 * Whether `data` is a message of the protocol. Checked by hand rather than with the tools' zod
 * schemas: the Presenter View's route would otherwise pull them, and with them the chunks every
 * tool page shares, into a split that grows each page's first load.
 */
export function isDeckMessage(data: unknown): data is DeckMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case 'hello':
    case 'end':
      return true;
    case 'goto':
      return isIndex(data.index);
    case 'questions':
      return Array.isArray(data.questions) && data.questions.every(isQuestion);
    case 'deck':
      return (
        Array.isArray(data.slides) &&
        data.slides.length > 0 &&
        data.slides.every(isSlide) &&
        Array.isArray(data.designs) &&
        data.designs.length === data.slides.length &&
        data.designs.every(isSlideDesign) &&
        isLogoPath(data.logoUrl) &&
        isIndex(data.index) &&
        typeof data.startedAt === 'number'
      );
    default:
      return false;
  }
}

/** One presentation's channel: what either window posts, every other window of the same origin receives. */
export interface DeckChannel {
  post: (message: DeckMessage) => void;
  /** Calls `listener` with each valid message from another window; returns the unsubscribe. */
  subscribe: (listener: (message: DeckMessage) => void) => () => void;
  close: () => void;
}

const channelName = (session: string) => `venturekit:present:${session}`;

/** The presentation's channel over BroadcastChannel; a malformed message is ignored. */
export function openDeckChannel(session: string): DeckChannel {
  const channel = new BroadcastChannel(channelName(session));
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isDeckMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** A new presentation's session: the channel's name, random so two presentations never cross (any context, not only a secure one). */
export const newSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
