/** The id does not exist in this workspace (another workspace's ids look exactly the same: 404). */
export class NotFound extends Error {
  override name = 'NotFound';
}

/** Parts of a result, by path and name, that a refused save names (core/tools/result-parts.ts). */
export interface ConflictParts {
  conflicts: { path: readonly (string | number)[]; name: string }[];
  yours: { path: readonly (string | number)[]; name: string }[];
}

/**
 * The write was based on an old version and could not be merged; `current` is what is stored now,
 * `parts` the parts both changed and those the write changed, when it was merged by parts.
 */
export class VersionConflict extends Error {
  override name = 'VersionConflict';
  constructor(
    readonly current: unknown,
    readonly parts?: ConflictParts,
  ) {
    super('This was changed elsewhere since you opened it.');
  }
}

/** A per-workspace quota would be exceeded. */
export class QuotaExceeded extends Error {
  override name = 'QuotaExceeded';
}

/** The database cannot be reached (down, restarting, hung, out of connections): a 503, not a bug. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
  }
}

/** The disk under the database is full: nothing more can be written until an operator frees room (507). */
export class StoreFull extends Error {
  override name = 'StoreFull';
  constructor(cause: unknown) {
    super('The database has no room left', { cause });
  }
}

/** A transaction whose caller stopped waiting (its signal aborted); it was rolled back. */
export class TransactionAborted extends Error {
  override name = 'TransactionAborted';
}

/** The database cannot be used at all: the server must not start on it. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** A change the team's rules refuse (the last owner demoted, removed or leaving): a 409 with its sentence. */
export class Refused extends Error {
  override name = 'Refused';
}
