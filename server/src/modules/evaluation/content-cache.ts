import type { Executor } from '../../db/client.js';
import { EpochCache, readEpochs } from '../../platform/cache/epoch-cache.js';
import type { CacheEpochs, Session } from '../../platform/sessions/types.js';
import type { UserRow } from '../accounts/repository.js';
import { findDefinitions, type AwardDefinitionRow } from '../awards/repository.js';
import {
  loadGradePlan,
  visibleActivityIn,
  visibleGroupIn,
  visibleGroupsIn,
  type GradePlan,
} from '../task-groups/grade-plan.js';
import type { ActivityRow, TaskGroupRow } from '../task-groups/visibility.js';
import { dimensionParents, loadItems, type FullItem } from './repository.js';

/** Activities whose items a server keeps at most: a province's content is a few hundred. */
const ITEM_LISTS_KEPT = 2_000;
/** Grades whose plans a server keeps at most: a province's grades, with room. */
const PLANS_KEPT = 1_000;
const ONLY_KEY = 'all';

interface Kept {
  items: EpochCache<FullItem[]>;
  tree: EpochCache<Map<string, string | null>>;
  plans: EpochCache<GradePlan>;
  awards: EpochCache<AwardDefinitionRow[]>;
}

/** Per database (one per server; a test file's own database never sees another's copies). */
const keptByDatabase = new WeakMap<Executor, Kept>();

function keptFor(db: Executor): Kept {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = {
      items: new EpochCache(ITEM_LISTS_KEPT),
      tree: new EpochCache(1),
      plans: new EpochCache(PLANS_KEPT),
      awards: new EpochCache(1),
    };
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/**
 * What students' calls read and only an editor changes: an activity's items, with their options
 * and indicator links, the dimension tree, a grade's plan (groups, activities, participation
 * choices) and the award definitions. A server keeps them while the province's epoch stands:
 * migrations 0023 and 0025 raise it on any change to those rows, so an edit made through any
 * server reaches every server's next call. Read under the epoch the caller's session brought, a
 * copy is never older than the call.
 */
export class KeptContent {
  private readonly kept: Kept;

  private constructor(
    db: Executor,
    private readonly epochs: CacheEpochs,
    private readonly now: Date,
  ) {
    this.kept = keptFor(db);
  }

  /**
   * For a call about `student`: their province's epoch, read with the session when it is theirs;
   * read here for another province's session, or for a background job, which has none.
   */
  static async of(db: Executor, session: Session | null, student: UserRow, now: Date): Promise<KeptContent> {
    const own = session?.provinceShardId === student.provinceShardId ? session.epochs : undefined;
    const epochs = own ?? (await readEpochs(db, student.provinceShardId, student.id));
    // The student's own epoch moves with every hand-in; content is no one's.
    return new KeptContent(db, { user: 0, province: epochs.province }, now);
  }

  /** The activity's items in order (shared copies: read, never change them); `tx` reads them when missing or stale. */
  items(tx: Executor, activityId: number): Promise<FullItem[]> {
    return this.kept.items.through(String(activityId), this.epochs, this.now, async () => ({
      value: await loadItems(tx, activityId),
    }));
  }

  /** Indicator → aspect, from the dictionary. */
  dimensionParents(tx: Executor): Promise<Map<string, string | null>> {
    return this.kept.tree.through(ONLY_KEY, this.epochs, this.now, async () => ({
      value: await dimensionParents(tx),
    }));
  }

  /** The grade's plan as students see it (`grade-plan.ts`); shared: read, never change it. */
  plan(tx: Executor, gradeId: number | null): Promise<GradePlan> {
    return this.kept.plans.through(String(gradeId), this.epochs, this.now, async () => ({
      value: await loadGradePlan(tx, gradeId),
    }));
  }

  /** `findVisibleActivity` on the kept plan: the activity and its group, or missing. */
  async visibleActivity(
    tx: Executor,
    student: UserRow,
    activityId: number,
    taskGroupId?: number,
  ): Promise<{ activity: ActivityRow; group: TaskGroupRow }> {
    return visibleActivityIn(await this.plan(tx, student.gradeId), student, activityId, this.now, taskGroupId);
  }

  /** The groups the student sees now (started, taking part), as `visibleGroups` orders them. */
  async visibleGroups(tx: Executor, student: UserRow): Promise<TaskGroupRow[]> {
    return visibleGroupsIn(await this.plan(tx, student.gradeId), student, this.now);
  }

  /** A group of `visibleGroups` on the kept plan, or missing. */
  async visibleGroup(tx: Executor, student: UserRow, taskGroupId: number): Promise<TaskGroupRow> {
    return visibleGroupIn(await this.plan(tx, student.gradeId), student, taskGroupId, this.now);
  }

  /** Every medal and trophy, in the order students see them. */
  awardDefinitions(tx: Executor): Promise<AwardDefinitionRow[]> {
    return this.kept.awards.through(ONLY_KEY, this.epochs, this.now, async () => ({
      value: await findDefinitions(tx),
    }));
  }
}
