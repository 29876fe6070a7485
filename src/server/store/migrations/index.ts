import type { Migration } from './migration';
import { init } from './0001-init';
import { insertionOrder } from './0002-insertion-order';
import { builtOn } from './0003-built-on';
import { ventureProfile } from './0004-venture-profile';
import { quotasAndKeys } from './0005-quotas-and-keys';
import { venturePins } from './0006-venture-pins';
import { documentVersions } from './0007-document-versions';
import { generations } from './0008-generations';
import { deckDesign } from './0009-deck-design';
import { shareLinks } from './0010-share-links';
import { dailyViewerSalts } from './0011-daily-viewer-salts';
import { ventureRevision } from './0012-venture-revision';
import { erasureAndAnalyticsBounds } from './0013-erasure-and-analytics-bounds';
import { chosenResults } from './0014-chosen-results';
import { tokenUsage } from './0015-token-usage';
import { accounts } from './0016-accounts';
import { teams } from './0017-teams';
import { emailLinks } from './0018-email-links';
import { teamLinks } from './0020-team-links';
import { comments } from './0021-comments';
import { liveChanges } from './0022-live-changes';
import { memberVentures } from './0024-member-ventures';
import { versionAuthors } from './0025-version-authors';
import { activitySeen } from './0026-activity-seen';
import { inbox } from './0027-inbox';
import { factComments } from './0028-fact-comments';
import { teamEvents } from './0029-team-events';
import { editCauses } from './0030-edit-causes';
import { claimChanges } from './0031-claim-changes';

/** Every migration, oldest first. The same SQL runs on the embedded database and on PostgreSQL servers. */
export const migrations: readonly Migration[] = [
  init,
  insertionOrder,
  builtOn,
  ventureProfile,
  quotasAndKeys,
  venturePins,
  documentVersions,
  generations,
  deckDesign,
  shareLinks,
  dailyViewerSalts,
  ventureRevision,
  erasureAndAnalyticsBounds,
  chosenResults,
  tokenUsage,
  accounts,
  teams,
  emailLinks,
  teamLinks,
  comments,
  liveChanges,
  memberVentures,
  versionAuthors,
  activitySeen,
  inbox,
  factComments,
  teamEvents,
  editCauses,
  claimChanges,
];
