-- A hand-in's counters refreshed just after its commit, a class's hand-ins together (issue 14,
-- docs/scale.md "Submit"). With migration 0025 every hand-in's COMMIT locked its class and
-- recounted it (progress and reports, ~8 ms for a class of 230), so a class handing in together
-- still committed one at a time. A transaction that sets `pingjia.counters_after_commit` (the
-- answer path does) now queues its noted pairs under its class instead and commits without that
-- lock; the server then calls counters_refresh_queued for the class, which takes every pair
-- queued there so far, so one recount serves the hand-ins that queued behind it, and a refresh
-- that waited for it finds nothing left. A pair a server could not refresh (it died between the
-- commit and the call, or the call failed) is taken by the sweep every server runs
-- (counters_refresh_stale). Every other writer still refreshes at its commit.

CREATE TABLE counter_refresh_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  class_id integer NOT NULL,
  -- 'progress': (student, activity); 'report': (student, task group).
  kind text NOT NULL CHECK (kind IN ('progress', 'report')),
  user_id integer NOT NULL,
  subject_id integer NOT NULL,
  province_shard_id integer NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX counter_refresh_queue_class ON counter_refresh_queue (class_id);
--> statement-breakpoint
CREATE INDEX counter_refresh_queue_queued_at ON counter_refresh_queue (queued_at);
--> statement-breakpoint

-- Refreshes the pairs (parallel arrays per kind), every class a refresh locks locked first, in id
-- order, so two refreshes never wait on each other's classes crosswise: the students' classes, and
-- the classes their report rows and this group's scores sit in. (Migration 0025's commit-time body.)
CREATE FUNCTION counters_refresh_pairs(
  p_progress_users integer[], p_activity_ids integer[], p_report_users integer[], p_group_ids integer[]
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM classes WHERE id IN (
    SELECT u.class_id FROM users u WHERE u.id = ANY (p_progress_users || p_report_users)
    UNION
    SELECT r.class_id FROM report_student_scores r WHERE r.user_id = ANY (p_report_users)
    UNION
    SELECT d.class_id FROM unnest(p_report_users, p_group_ids) AS w(user_id, task_group_id)
    JOIN dimension_scores d ON d.user_id = w.user_id AND d.task_group_id = w.task_group_id
  ) ORDER BY id FOR NO KEY UPDATE;

  PERFORM progress_refresh_students(p_progress_users, p_activity_ids);
  PERFORM report_refresh_students(p_report_users, p_group_ids);
END;
$$;
--> statement-breakpoint

-- At commit: every pair noted, queued under its student's class when the transaction asked for
-- that and every student has a class to queue under; else refreshed here, as before.
CREATE OR REPLACE FUNCTION counters_refresh_noted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_progress_users integer[] := counters_noted('pingjia.progress_users');
  v_activity_ids integer[] := counters_noted('pingjia.progress_subjects');
  v_report_users integer[] := counters_noted('pingjia.report_users');
  v_group_ids integer[] := counters_noted('pingjia.report_subjects');
BEGIN
  PERFORM set_config('pingjia.progress_users', '', true);
  PERFORM set_config('pingjia.progress_subjects', '', true);
  PERFORM set_config('pingjia.report_users', '', true);
  PERFORM set_config('pingjia.report_subjects', '', true);
  DELETE FROM counter_refresh_marks WHERE xid = NEW.xid;

  IF current_setting('pingjia.counters_after_commit', true) = 'on' AND NOT EXISTS (
    SELECT 1 FROM unnest(v_progress_users || v_report_users) AS w(user_id)
    LEFT JOIN users u ON u.id = w.user_id
    WHERE u.class_id IS NULL
  ) THEN
    INSERT INTO counter_refresh_queue (class_id, kind, user_id, subject_id, province_shard_id)
    SELECT DISTINCT u.class_id, w.kind, w.user_id, w.subject_id, u.province_shard_id
    FROM (
      SELECT 'progress', * FROM unnest(v_progress_users, v_activity_ids)
      UNION ALL
      SELECT 'report', * FROM unnest(v_report_users, v_group_ids)
    ) AS w(kind, user_id, subject_id)
    JOIN users u ON u.id = w.user_id;
    RETURN NULL;
  END IF;

  PERFORM counters_refresh_pairs(v_progress_users, v_activity_ids, v_report_users, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- Refreshes every pair queued under the classes and returns how many it took. The classes are
-- locked before the queue is read: a refresh running for them ends first, and what this one takes
-- was committed before it looked, so the counting after (each statement a new snapshot) sees it.
-- A call that finds its pairs taken has nothing to do: the refresh that took them saw its rows.
CREATE FUNCTION counters_refresh_queued(p_class_ids integer[]) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer;
  v_progress_users integer[];
  v_activity_ids integer[];
  v_report_users integer[];
  v_group_ids integer[];
BEGIN
  IF coalesce(cardinality(p_class_ids), 0) = 0 THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM classes WHERE id = ANY (p_class_ids) ORDER BY id FOR NO KEY UPDATE;

  WITH taken AS (
    DELETE FROM counter_refresh_queue WHERE class_id = ANY (p_class_ids)
    RETURNING kind, user_id, subject_id
  ),
  pairs AS (SELECT DISTINCT * FROM taken)
  SELECT
    count(*),
    array_agg(user_id) FILTER (WHERE kind = 'progress'),
    array_agg(subject_id) FILTER (WHERE kind = 'progress'),
    array_agg(user_id) FILTER (WHERE kind = 'report'),
    array_agg(subject_id) FILTER (WHERE kind = 'report')
  INTO v_taken, v_progress_users, v_activity_ids, v_report_users, v_group_ids
  FROM pairs;

  IF v_taken > 0 THEN
    PERFORM counters_refresh_pairs(
      coalesce(v_progress_users, '{}'), coalesce(v_activity_ids, '{}'),
      coalesce(v_report_users, '{}'), coalesce(v_group_ids, '{}'));
  END IF;
  RETURN v_taken;
END;
$$;
--> statement-breakpoint

-- The sweep: the classes with a pair queued longer than `p_age` (no server refreshed it) refreshed.
CREATE FUNCTION counters_refresh_stale(p_age interval) RETURNS integer
LANGUAGE sql AS $$
  SELECT counters_refresh_queued(ARRAY(
    SELECT DISTINCT class_id FROM counter_refresh_queue WHERE queued_at < now() - p_age ORDER BY class_id))
$$;
