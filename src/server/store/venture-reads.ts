import type { DeckDesign } from '@/core/deck-design/schema';
import type { LogoImage } from '@/core/exports/spec';
import type { FinancialModel } from '@/core/finance/schema';
import { FACT_TOOLS, ventureFacts, ventureModelIn } from '@/core/tools/venture-facts';
import type { VentureFact } from '@/core/venture/facts';
import type { FactPins } from '@/core/venture/fact-kinds';
import { profileOf, type SavedSource, type VentureSources } from '@/core/venture/sources';
import type { SavedDocument, VentureSummary } from '@/core/workspace/schema';
import { BoundedCache } from '../lib/bounded-cache';
import { NotFound } from './errors';
import type { HeardChanges, HeardMark } from './heard-changes';
import type { designRepository } from './repositories/designs';
import type { documentRepository } from './repositories/documents';
import type { ventureReadRepository, VentureStamp } from './repositories/venture-reads';

/** What the reads of this instance keep in memory at most, by the stored size of what they hold. */
export const VENTURE_READS_MAX_BYTES = 32 * 1024 * 1024;

/** A saved result as a source another tool reads. */
export const savedSourceOf = (document: SavedDocument): SavedSource<unknown> => ({
  documentId: document.id,
  savedAt: document.updatedAt,
  result: document.result,
});

/**
 * One read of a venture at one revision: its profile, the newest result of each tool, its pins and
 * its design, and what is worked out from them once (its facts, and whatever a caller keeps with
 * `memo`, such as the figure check's counts). Never changed once made: a write makes a new revision.
 */
export interface VentureReadParts {
  workspaceId: string;
  revision: number;
  venture: VentureSummary;
  /** Each tool's newest result that passes its schema, by tool id. */
  newest: ReadonlyMap<string, SavedDocument>;
  pins: FactPins;
  design: DeckDesign;
  /** The logo's bytes, read on the first call only. */
  logo: () => Promise<LogoImage | undefined>;
  /** The stored size of the results it holds: what the reads kept in memory are measured by. */
  bytes: number;
}

/**
 * One read of a venture at one revision: its profile, the newest result of each tool, its pins and
 * its design, and what is worked out from them once (its facts, and whatever a caller keeps with
 * `memo`, such as the figure check's counts). Never changed once made: a write makes a new revision.
 */
export class VentureRead {
  readonly #memos = new Map<string, unknown>();
  #factsKey: string | undefined;
  readonly workspaceId: string;
  readonly revision: number;
  readonly venture: VentureSummary;
  readonly newest: ReadonlyMap<string, SavedDocument>;
  readonly pins: FactPins;
  readonly design: DeckDesign;
  readonly logo: () => Promise<LogoImage | undefined>;
  readonly bytes: number;
  /** The profile, the pins and the newest result of each tool that gives facts: what the facts are made of. */
  readonly factSources: VentureSources;

  constructor(parts: VentureReadParts) {
    ({
      workspaceId: this.workspaceId,
      revision: this.revision,
      venture: this.venture,
      newest: this.newest,
      pins: this.pins,
      design: this.design,
      logo: this.logo,
      bytes: this.bytes,
    } = parts);
    const sources: Record<string, unknown> = { profile: profileOf(parts.venture), pins: parts.pins };
    for (const tool of FACT_TOOLS) {
      const document = parts.newest.get(tool);
      if (document) sources[tool] = savedSourceOf(document);
    }
    this.factSources = sources as VentureSources;
  }

  get ventureId(): string {
    return this.venture.id;
  }

  /** The venture's facts (its pins over the figures its tools give). */
  facts(): VentureFact[] {
    return this.memo('facts', () => ventureFacts(this.factSources));
  }

  /** The venture's newest financial model (core/tools/venture-facts.ts), which documents' key figures state. */
  model(): FinancialModel | undefined {
    return this.memo('model', () => ventureModelIn(this.newest));
  }

  /**
   * What the facts are made of, as one string: the profile, the pins and which saved result of each
   * tool (its id and save time, never its text). Two reads with the same one have the same facts.
   */
  get factsKey(): string {
    return (this.#factsKey ??= JSON.stringify(this.factSources, (_key, value: unknown) =>
      value !== null && typeof value === 'object' && 'documentId' in value && 'savedAt' in value
        ? `${String(value.documentId)}@${String(value.savedAt)}`
        : value,
    ));
  }

  /**
   * Takes the facts an older read of this venture worked out, when they are made of the same: a
   * write that changes nothing they read (the deck's brand colour, a slide's text) does not work
   * them out again on the event loop (issue 38: tens of ms for a long research, per revision).
   */
  keepFactsOf(older: VentureRead): void {
    if (this.#memos.has('facts') || !older.#memos.has('facts') || older.factsKey !== this.factsKey) return;
    this.#memos.set('facts', older.#memos.get('facts'));
  }

  /**
   * What `compute` gives for this revision, worked out on the first call only. A promise is kept as
   * is, callers meanwhile share it; one that fails is forgotten, so the next call tries again.
   */
  memo<T>(key: string, compute: () => T): T {
    if (this.#memos.has(key)) return this.#memos.get(key) as T;
    const value = compute();
    this.#memos.set(key, value);
    if (value instanceof Promise) value.catch(() => this.#memos.get(key) === value && this.#memos.delete(key));
    return value;
  }
}

/** A venture's read in memory, at the revision its stamp gave (set before the read is done: others wait for it). */
interface Entry {
  workspaceId: string;
  revision: number;
  read: Promise<VentureRead>;
  /** Where the instance stood in what it heard before the newest stamp that found this revision (heard-changes.ts). */
  heard: HeardMark | undefined;
}

/**
 * The reads of ventures, one per venture at its newest revision, shared by every route that reads a
 * venture (its facts, generations, exports, the share page, the Venture screen). Each use costs one
 * statement, the venture's stamp: when its revision is the one in memory, the read is served as it
 * is. The revision lives in the database and every write bumps it in its own transaction
 * (migration 12), so an instance never serves a read older than the newest commit it could see,
 * however many instances share the database. Reads at the same revision are read once, together.
 * On the embedded database, which tells this instance of every commit before the writer hears back
 * (heard-changes.ts), a read of a venture nothing was heard of since its stamp costs no statement.
 */
export class VentureReads {
  readonly #entries: BoundedCache<Entry>;
  /** Reads made from the database, reads served from memory, and of those how many asked no stamp (tests count them). */
  readonly counts = { read: 0, served: 0, unasked: 0 };

  constructor(
    private readonly repos: {
      documents: ReturnType<typeof documentRepository>;
      designs: ReturnType<typeof designRepository>;
      ventureReads: ReturnType<typeof ventureReadRepository>;
    },
    private readonly heard?: HeardChanges,
    maxBytes = VENTURE_READS_MAX_BYTES,
  ) {
    this.#entries = new BoundedCache(maxBytes);
  }

  /**
   * The venture's read at its newest revision; NotFound for a venture that is not the workspace's.
   * Without a statement when the instance heard no change of the venture since a stamp found the
   * read's revision (the embedded database: heard-changes.ts); else after its stamp.
   */
  async read(workspaceId: string, ventureId: string): Promise<VentureRead> {
    const kept = this.#entries.get(ventureId);
    if (kept?.workspaceId === workspaceId && this.heard?.unchanged(`venture:${ventureId}`, kept.heard)) {
      this.counts.served++;
      this.counts.unasked++;
      return kept.read;
    }
    // Taken before the stamp is asked: a change heard from here on may be newer than what it finds.
    const mark = this.heard?.mark();
    const stamp = await this.repos.ventureReads.stamp(workspaceId, ventureId);
    if (!stamp) throw new NotFound('No such venture');
    return this.at(workspaceId, stamp, mark);
  }

  /**
   * The read of the venture `stamp` was read for, at its revision or a newer one. What is read after
   * the stamp is at least as new as the stamp: a read is never kept under a newer revision than its
   * data. `mark`: where the instance stood in what it heard before the stamp was asked.
   */
  at(workspaceId: string, stamp: VentureStamp, mark?: HeardMark): Promise<VentureRead> {
    const ventureId = stamp.venture.id;
    const kept = this.#entries.get(ventureId);
    if (kept && kept.workspaceId === workspaceId && kept.revision >= stamp.revision) {
      // The stamp found the kept revision as the newest: the read holds from the stamp's mark on.
      if (kept.revision === stamp.revision && mark !== undefined && (kept.heard ?? -1) < mark) kept.heard = mark;
      this.counts.served++;
      return kept.read;
    }
    this.counts.read++;
    const older = kept?.workspaceId === workspaceId ? kept.read : undefined;
    // What the older read holds is taken over where unchanged: its results, its facts.
    const read = (async () => {
      const before = await older?.catch(() => undefined);
      const whole = await this.#readWhole(workspaceId, stamp, before);
      if (before) whole.keepFactsOf(before);
      return whole;
    })();
    this.#entries.set(
      ventureId,
      { workspaceId, revision: stamp.revision, read, heard: mark },
      read.then((whole) => whole.bytes),
    );
    return read;
  }

  async #readWhole(
    workspaceId: string,
    { revision, venture }: VentureStamp,
    older?: VentureRead,
  ): Promise<VentureRead> {
    const { ventureReads, documents, designs } = this.repos;
    const [newest, holdings] = await Promise.all([
      documents.newestOfEach(workspaceId, venture.id, older ? [...older.newest.values()] : []),
      ventureReads.holdings(workspaceId, venture.id),
    ]);
    if (!holdings) throw new NotFound('No such venture');
    const { pins, design, logoBytes } = holdings;
    let logo: Promise<LogoImage | undefined> | undefined;
    return new VentureRead({
      workspaceId,
      revision,
      venture,
      newest: new Map(newest.documents.map((document) => [document.tool, document])),
      pins,
      design,
      logo: () => {
        if (!design.logo) return Promise.resolve(undefined);
        // A read that failed is asked again by the next caller: a read can be kept for long.
        logo ??= designs.logo(workspaceId, venture.id).catch((error: unknown) => {
          logo = undefined;
          throw error;
        });
        return logo;
      },
      // The logo counts as if read: once it is, it is kept with the rest.
      bytes: newest.bytes + logoBytes + 1024,
    });
  }
}
