-- Progress counters (migration 0011) and report figures (0015, 0019) refreshed once, at commit
-- (issue 14, docs/scale.md "Submit"). The statement triggers of the student × activity tables
-- and of dimension_scores no longer refresh at once: they note the (student, activity) and
-- (student, task group) pairs they touched in the transaction, and one deferred trigger refreshes
-- them all when the transaction commits. A submit wrote five statements that each recounted its
-- class under the class's row lock, so the lock was taken at its first write and held through
-- every round trip that followed, and a class handing in together queued one submit at a time;
-- now a transaction takes its classes' locks in COMMIT, recounts once, and lets go.
-- The figures are the same: a refresh still recomputes from the source rows, after the last
-- change to them. Within a transaction that changed them, until it commits, class_progress and the
-- report tables show the figures from before (nothing reads them there). Changes of a class, plan,
-- participation or account still refresh at once: they are rare, and they recount whole classes.

-- The pairs noted so far in this transaction: transaction-local settings, so a rolled back
-- savepoint forgets its pairs with its rows, and nothing is written for them.
CREATE FUNCTION counters_noted(p_setting text) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting(p_setting, true), '')::integer[], '{}')
$$;
--> statement-breakpoint

-- One row per transaction with pairs noted, inserted with the first: its deferred trigger is
-- what refreshes at commit. Unlogged: a row never outlives its transaction.
CREATE UNLOGGED TABLE counter_refresh_marks (
  xid xid8 PRIMARY KEY DEFAULT pg_current_xact_id()
);
--> statement-breakpoint

-- Notes pairs (parallel arrays) of a kind: 'progress' (student, activity) or 'report' (student, task group).
CREATE FUNCTION counters_note(p_kind text, p_user_ids integer[], p_subject_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_users text := 'pingjia.' || p_kind || '_users';
  v_subjects text := 'pingjia.' || p_kind || '_subjects';
BEGIN
  IF coalesce(cardinality(p_user_ids), 0) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(counters_noted('pingjia.progress_users')) = 0
     AND cardinality(counters_noted('pingjia.report_users')) = 0 THEN
    INSERT INTO counter_refresh_marks DEFAULT VALUES ON CONFLICT DO NOTHING;
  END IF;
  PERFORM set_config(v_users, (counters_noted(v_users) || p_user_ids)::text, true);
  PERFORM set_config(v_subjects, (counters_noted(v_subjects) || p_subject_ids)::text, true);
END;
$$;
--> statement-breakpoint

-- At commit: every pair noted, refreshed once. All the classes either refresh locks are locked
-- first, in id order, so two transactions never wait on each other's classes crosswise: the
-- students' classes, and the classes their report rows and this group's scores sit in.
CREATE FUNCTION counters_refresh_noted() RETURNS trigger
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

  PERFORM 1 FROM classes WHERE id IN (
    SELECT u.class_id FROM users u WHERE u.id = ANY (v_progress_users || v_report_users)
    UNION
    SELECT r.class_id FROM report_student_scores r WHERE r.user_id = ANY (v_report_users)
    UNION
    SELECT d.class_id FROM unnest(v_report_users, v_group_ids) AS w(user_id, task_group_id)
    JOIN dimension_scores d ON d.user_id = w.user_id AND d.task_group_id = w.task_group_id
  ) ORDER BY id FOR NO KEY UPDATE;

  PERFORM progress_refresh_students(v_progress_users, v_activity_ids);
  PERFORM report_refresh_students(v_report_users, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER counter_refresh_marks_refresh AFTER INSERT ON counter_refresh_marks
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION counters_refresh_noted();
--> statement-breakpoint

-- Migration 0011's trigger of the student × activity tables, noting its pairs instead of refreshing them.
CREATE OR REPLACE FUNCTION progress_after_pair_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_columns text := array_to_string(
    ARRAY['user_id', 'activity_id'] || ARRAY(SELECT quote_ident(arg) FROM unnest(TG_ARGV) AS arg), ', ');
  v_changed text;
  v_user_ids integer[];
  v_activity_ids integer[];
BEGIN
  v_changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, activity_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id, activity_id FROM old_rows'
    ELSE format('SELECT user_id, activity_id FROM ('
      '(SELECT %1$s FROM new_rows EXCEPT SELECT %1$s FROM old_rows) UNION ALL '
      '(SELECT %1$s FROM old_rows EXCEPT SELECT %1$s FROM new_rows)) changed', v_columns)
  END;
  EXECUTE format('SELECT array_agg(user_id), array_agg(activity_id) FROM (%s) pairs', v_changed)
    INTO v_user_ids, v_activity_ids;
  PERFORM counters_note('progress', v_user_ids, v_activity_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- Migration 0015's triggers of dimension_scores, noting their (student, task group) pairs.
CREATE OR REPLACE FUNCTION report_after_scores_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_user_ids integer[];
  v_group_ids integer[];
BEGIN
  SELECT array_agg(n.user_id), array_agg(n.task_group_id) INTO v_user_ids, v_group_ids FROM new_rows n;
  PERFORM counters_note('report', v_user_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_after_scores_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_user_ids integer[];
  v_group_ids integer[];
BEGIN
  SELECT array_agg(o.user_id), array_agg(o.task_group_id) INTO v_user_ids, v_group_ids FROM old_rows o;
  PERFORM counters_note('report', v_user_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_after_scores_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_user_ids integer[];
  v_group_ids integer[];
BEGIN
  SELECT array_agg(x.user_id), array_agg(x.task_group_id) INTO v_user_ids, v_group_ids
  FROM (SELECT user_id, task_group_id FROM new_rows UNION SELECT user_id, task_group_id FROM old_rows) x;
  PERFORM counters_note('report', v_user_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- What a hand-in scores with, kept by each server while the province's epoch stands (migration
-- 0023): an activity's items, their options and indicator links raise their province's epoch, the
-- dictionary (the dimension tree, no province's own) every province's.
DO $$
DECLARE
  t text;
  op text;
BEGIN
  FOREACH t IN ARRAY ARRAY['items', 'item_options', 'item_indicators'] LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS %I FOR EACH STATEMENT EXECUTE FUNCTION cache_epochs_bump(%L, %L)',
        t || '_cache_' || lower(op), op, t,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END,
        CASE op WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END,
        2, '0');
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER dictionaries_cache AFTER INSERT OR UPDATE OR DELETE ON dictionaries
FOR EACH STATEMENT EXECUTE FUNCTION cache_epochs_bump_every_province();
