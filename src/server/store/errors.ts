/** The id does not exist in this workspace (another workspace's ids look exactly the same: 404). */
export class NotFound extends Error {
  override name = 'NotFound';
}

/** The write was based on an old version; `current` is what is stored now. */
export class VersionConflict extends Error {
  override name = 'VersionConflict';
  constructor(readonly current: unknown) {
    super('This was changed elsewhere since you opened it.');
  }
}

/** A per-workspace quota would be exceeded. */
export class QuotaExceeded extends Error {
  override name = 'QuotaExceeded';
}
