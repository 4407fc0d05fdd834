-- Progress counters (class_progress) kept by the database itself: every statement that changes a
-- row a figure is computed from refreshes the (class, activity) pairs it touched, in the same
-- transaction, whichever code path (service, import, seed, script) ran it.
--
-- A refresh recomputes the pair from the source rows rather than adding a delta: it needs no
-- "before" state, so bulk statements, cascades and several changes to one student in one
-- statement all come out right. The rules are those of server/src/modules/progress/recompute.ts,
-- the reference that counters.api.test.ts compares these figures with.

-- Whether a grade's evaluation plan holds a task group.
CREATE FUNCTION progress_plan_holds(p_grade_id integer, p_task_group_id integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM evaluation_plans ep
    JOIN plan_task_groups g ON g.plan_id = ep.id
    WHERE ep.grade_id = p_grade_id AND g.task_group_id = p_task_group_id)
$$;
--> statement-breakpoint

-- The pairs whose class's grade plan holds the activity's task group: the rows that should exist.
CREATE FUNCTION progress_held_pairs(p_class_ids integer[], p_activity_ids integer[])
RETURNS TABLE (class_id integer, activity_id integer, task_group_id integer, province_shard_id integer)
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT c.id, a.id, a.task_group_id, c.province_shard_id
  FROM unnest(p_class_ids, p_activity_ids) AS w(class_id, activity_id)
  JOIN classes c ON c.id = w.class_id
  JOIN activities a ON a.id = w.activity_id
  WHERE progress_plan_holds(c.grade_id, a.task_group_id)
$$;
--> statement-breakpoint

-- Recomputes the given (class, activity) pairs (parallel arrays) from the source rows.
CREATE FUNCTION progress_refresh(p_class_ids integer[], p_activity_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  -- The pairs the plans hold, in key order, as parallel arrays (worked out once per refresh).
  v_class_ids integer[];
  v_activity_ids integer[];
  v_group_ids integer[];
  v_shard_ids integer[];
BEGIN
  IF coalesce(cardinality(p_class_ids), 0) = 0 THEN
    RETURN;
  END IF;

  -- The classes' rows are locked, in id order, before anything is counted: a concurrent
  -- refresh of the same class waits for this transaction to end, then counts in a new snapshot
  -- that sees its changes (each statement of a function takes one in READ COMMITTED), so no
  -- transaction overwrites another's figures, whether a plan edit or a submit came first.
  -- A row lock, not an advisory one: a rebuild may hold thousands. Foreign key checks (key
  -- share) do not wait for it.
  PERFORM 1 FROM classes WHERE id = ANY (p_class_ids) ORDER BY id FOR NO KEY UPDATE;

  SELECT
    array_agg(h.class_id ORDER BY h.class_id, h.activity_id),
    array_agg(h.activity_id ORDER BY h.class_id, h.activity_id),
    array_agg(h.task_group_id ORDER BY h.class_id, h.activity_id),
    array_agg(h.province_shard_id ORDER BY h.class_id, h.activity_id)
  INTO v_class_ids, v_activity_ids, v_group_ids, v_shard_ids
  FROM progress_held_pairs(p_class_ids, p_activity_ids) h;

  INSERT INTO class_progress (class_id, activity_id, task_group_id, province_shard_id)
  SELECT * FROM unnest(v_class_ids, v_activity_ids, v_group_ids, v_shard_ids)
  ON CONFLICT DO NOTHING;

  -- A pair the plan no longer holds (group taken off the plan, class moved to another grade)
  -- goes. When the plans hold every pair asked for (a submit), there is nothing to look for.
  IF coalesce(cardinality(v_class_ids), 0) < cardinality(p_class_ids) THEN
    DELETE FROM class_progress cp
    USING unnest(p_class_ids, p_activity_ids) AS w(class_id, activity_id), classes c, activities a
    WHERE cp.class_id = w.class_id AND cp.activity_id = w.activity_id
      AND c.id = cp.class_id AND a.id = cp.activity_id
      AND NOT progress_plan_holds(c.grade_id, a.task_group_id);
  END IF;

  WITH pairs AS (
    SELECT * FROM unnest(v_class_ids, v_activity_ids, v_group_ids) AS h(class_id, activity_id, task_group_id)
  ),
  -- One row per pair and active student (user_type 1, state 1; a disabled account leaves every
  -- figure), or one row without a student for a pair that has none, so it counts zeros.
  -- Materialized so each student's facts are looked up once, not once per count using them.
  facts AS MATERIALIZED (
    SELECT
      p.class_id,
      p.activity_id,
      p.task_group_id,
      -- The student's own choice, else their school's, else taking part.
      CASE WHEN u.id IS NOT NULL THEN coalesce(
        (SELECT x.participates FROM participation x
         WHERE x.task_group_id = p.task_group_id AND x.subject_type = 'student' AND x.subject_id = u.id),
        (SELECT x.participates FROM participation x
         WHERE x.task_group_id = p.task_group_id AND x.subject_type = 'school' AND x.subject_id = u.school_id),
        true) END AS takes_part,
      coalesce(ts.user_task_state, 0) AS task_state,
      coalesce(ts.is_waive, 0) AS is_waive,
      -- Started: a draft (programming code included), an adaptive test not handed in or a scenario walk.
      (d.user_id IS NOT NULL
        OR EXISTS (SELECT 1 FROM adaptive_attempts x
                   WHERE x.user_id = u.id AND x.activity_id = p.activity_id AND x.submitted_at IS NULL)
        OR EXISTS (SELECT 1 FROM scenario_attempts x WHERE x.user_id = u.id AND x.activity_id = p.activity_id)
      ) AS started,
      -- Time spent: the latest handed-in answer's, or the draft's while not handed in.
      CASE WHEN ts.user_task_state = 1
        THEN coalesce((SELECT a.use_time FROM answers a WHERE a.user_id = u.id AND a.activity_id = p.activity_id
                       ORDER BY a.id DESC LIMIT 1), 0)
        ELSE coalesce(d.use_time, 0) END AS use_time
    FROM pairs p
    LEFT JOIN users u ON u.class_id = p.class_id AND u.user_type = 1 AND u.state = 1
    LEFT JOIN task_states ts ON ts.user_id = u.id AND ts.activity_id = p.activity_id
    LEFT JOIN answer_drafts d ON d.user_id = u.id AND d.activity_id = p.activity_id
  ),
  -- Statuses as the contract decides them: done is handed in (state 1) and not waived.
  tallies AS (
    SELECT
      f.class_id,
      f.activity_id,
      f.task_group_id,
      count(*) FILTER (WHERE f.takes_part)::integer AS participants,
      count(*) FILTER (WHERE f.takes_part AND f.task_state = 1 AND f.is_waive <> 1)::integer AS done,
      count(*) FILTER (WHERE f.takes_part AND f.task_state = 1 AND f.is_waive = 1)::integer AS waived,
      count(*) FILTER (WHERE f.takes_part AND f.task_state <> 1 AND f.started)::integer AS in_progress,
      count(*) FILTER (WHERE NOT f.takes_part)::integer AS not_taking_part,
      coalesce(sum(f.use_time) FILTER (WHERE f.takes_part), 0)::bigint AS time_spent_seconds
    FROM facts f
    GROUP BY f.class_id, f.activity_id, f.task_group_id
  )
  UPDATE class_progress cp
  SET task_group_id = t.task_group_id,
      participants = t.participants,
      done = t.done,
      waived = t.waived,
      in_progress = t.in_progress,
      not_taking_part = t.not_taking_part,
      time_spent_seconds = t.time_spent_seconds
  FROM tallies t
  WHERE cp.class_id = t.class_id AND cp.activity_id = t.activity_id
    -- An unchanged row is not rewritten.
    AND (cp.task_group_id, cp.participants, cp.done, cp.waived, cp.in_progress, cp.not_taking_part,
         cp.time_spent_seconds)
      IS DISTINCT FROM (t.task_group_id, t.participants, t.done, t.waived, t.in_progress, t.not_taking_part,
         t.time_spent_seconds);
END;
$$;
--> statement-breakpoint

-- The pairs of the given students' classes on the given activities (parallel arrays).
CREATE FUNCTION progress_refresh_students(p_user_ids integer[], p_activity_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_class_ids integer[];
  v_activity_ids integer[];
BEGIN
  SELECT array_agg(pair.class_id), array_agg(pair.activity_id) INTO v_class_ids, v_activity_ids
  FROM (
    SELECT DISTINCT u.class_id, w.activity_id
    FROM unnest(p_user_ids, p_activity_ids) AS w(user_id, activity_id)
    JOIN users u ON u.id = w.user_id
    WHERE u.user_type = 1 AND u.state = 1 AND u.class_id IS NOT NULL
  ) pair;
  PERFORM progress_refresh(v_class_ids, v_activity_ids);
END;
$$;
--> statement-breakpoint

-- The pairs of the given classes on a task group's activities (parallel arrays; a null group: every
-- group). Both what the grade plan holds now and the rows kept so far, so a pair that left the plan goes.
CREATE FUNCTION progress_refresh_classes(p_class_ids integer[], p_group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_class_ids integer[];
  v_activity_ids integer[];
BEGIN
  WITH wanted AS (
    SELECT DISTINCT w.class_id, w.task_group_id
    FROM unnest(p_class_ids, p_group_ids) AS w(class_id, task_group_id)
    WHERE w.class_id IS NOT NULL
  ),
  pairs AS (
    SELECT c.id AS class_id, a.id AS activity_id
    FROM wanted w
    JOIN classes c ON c.id = w.class_id
    JOIN evaluation_plans ep ON ep.grade_id = c.grade_id
    JOIN plan_task_groups g ON g.plan_id = ep.id AND (w.task_group_id IS NULL OR g.task_group_id = w.task_group_id)
    JOIN activities a ON a.task_group_id = g.task_group_id
    UNION
    SELECT cp.class_id, cp.activity_id
    FROM wanted w
    JOIN class_progress cp
      ON cp.class_id = w.class_id AND (w.task_group_id IS NULL OR cp.task_group_id = w.task_group_id)
  )
  SELECT array_agg(pairs.class_id), array_agg(pairs.activity_id) INTO v_class_ids, v_activity_ids FROM pairs;
  PERFORM progress_refresh(v_class_ids, v_activity_ids);
END;
$$;
--> statement-breakpoint

-- Every pair, from nothing: the backfill, and what follows a TRUNCATE (which fires no row
-- trigger). A few hundred classes at a time, so a province never counts in one huge statement.
CREATE FUNCTION progress_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_class_ids integer[];
BEGIN
  DELETE FROM class_progress;
  FOR v_class_ids IN
    SELECT array_agg(numbered.id)
    FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 500 AS batch FROM classes) numbered
    GROUP BY numbered.batch
  LOOP
    PERFORM progress_refresh_classes(v_class_ids, NULL::integer[]);
  END LOOP;
END;
$$;
--> statement-breakpoint

-- Tables with one row per student × activity (or several: attempts, answers). The trigger's
-- arguments name the columns, besides user_id and activity_id, whose change moves a figure; an
-- update of any other column (an adaptive step, a scenario response) refreshes nothing.
CREATE FUNCTION progress_after_pair_change() RETURNS trigger
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
  PERFORM progress_refresh_students(v_user_ids, v_activity_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A student joins, leaves, moves class or school, is disabled or enabled: their old and new classes.
CREATE FUNCTION progress_after_user_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_class_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.class_id) INTO v_class_ids FROM new_rows n WHERE n.user_type = 1;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.class_id) INTO v_class_ids FROM old_rows o WHERE o.user_type = 1;
  ELSE
    WITH changed AS (
      (SELECT id, class_id, school_id, state, user_type FROM new_rows
       EXCEPT SELECT id, class_id, school_id, state, user_type FROM old_rows)
      UNION ALL
      (SELECT id, class_id, school_id, state, user_type FROM old_rows
       EXCEPT SELECT id, class_id, school_id, state, user_type FROM new_rows)
    )
    SELECT array_agg(DISTINCT changed.class_id) INTO v_class_ids FROM changed WHERE changed.user_type = 1;
  END IF;
  PERFORM progress_refresh_classes(v_class_ids, NULL::integer[]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A school's or a student's participation in a task group: the classes of the students it decides.
CREATE FUNCTION progress_after_participation_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_group_ids integer[];
  v_types text[];
  v_subject_ids integer[];
  v_class_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(task_group_id), array_agg(subject_type), array_agg(subject_id)
      INTO v_group_ids, v_types, v_subject_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(task_group_id), array_agg(subject_type), array_agg(subject_id)
      INTO v_group_ids, v_types, v_subject_ids FROM old_rows;
  ELSE
    WITH changed AS (
      (SELECT task_group_id, subject_type, subject_id, participates FROM new_rows
       EXCEPT SELECT task_group_id, subject_type, subject_id, participates FROM old_rows)
      UNION ALL
      (SELECT task_group_id, subject_type, subject_id, participates FROM old_rows
       EXCEPT SELECT task_group_id, subject_type, subject_id, participates FROM new_rows)
    )
    SELECT array_agg(task_group_id), array_agg(subject_type), array_agg(subject_id)
      INTO v_group_ids, v_types, v_subject_ids FROM changed;
  END IF;

  WITH subjects AS (
    SELECT * FROM unnest(v_group_ids, v_types, v_subject_ids) AS s(task_group_id, subject_type, subject_id)
  ),
  decided AS (
    SELECT u.class_id, s.task_group_id
    FROM subjects s JOIN users u ON u.id = s.subject_id
    WHERE s.subject_type = 'student' AND u.user_type = 1
    UNION
    SELECT u.class_id, s.task_group_id
    FROM subjects s JOIN users u ON u.school_id = s.subject_id
    WHERE s.subject_type = 'school' AND u.user_type = 1
  )
  SELECT array_agg(decided.class_id), array_agg(decided.task_group_id) INTO v_class_ids, v_group_ids
  FROM decided WHERE decided.class_id IS NOT NULL;
  PERFORM progress_refresh_classes(v_class_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A task group added to or taken off a grade plan: the grade's classes on that group.
CREATE FUNCTION progress_after_plan_group_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_plan_ids integer[];
  v_group_ids integer[];
  v_class_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(plan_id), array_agg(task_group_id) INTO v_plan_ids, v_group_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(plan_id), array_agg(task_group_id) INTO v_plan_ids, v_group_ids FROM old_rows;
  ELSE
    WITH changed AS (
      (SELECT plan_id, task_group_id FROM new_rows EXCEPT SELECT plan_id, task_group_id FROM old_rows)
      UNION ALL
      (SELECT plan_id, task_group_id FROM old_rows EXCEPT SELECT plan_id, task_group_id FROM new_rows)
    )
    SELECT array_agg(plan_id), array_agg(task_group_id) INTO v_plan_ids, v_group_ids FROM changed;
  END IF;

  -- A plan deleted with its groups has no grade left here; the plan's own trigger refreshes its classes.
  SELECT array_agg(c.id), array_agg(w.task_group_id) INTO v_class_ids, v_group_ids
  FROM unnest(v_plan_ids, v_group_ids) AS w(plan_id, task_group_id)
  JOIN evaluation_plans ep ON ep.id = w.plan_id
  JOIN classes c ON c.grade_id = ep.grade_id;
  PERFORM progress_refresh_classes(v_class_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A plan moved to another grade or deleted: the classes of the grades it left and joined.
CREATE FUNCTION progress_after_plan_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_class_ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.id) INTO v_class_ids FROM old_rows o JOIN classes c ON c.grade_id = o.grade_id;
  ELSE
    SELECT array_agg(c.id) INTO v_class_ids
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN classes c ON c.grade_id IN (o.grade_id, n.grade_id)
    WHERE o.grade_id <> n.grade_id;
  END IF;
  PERFORM progress_refresh_classes(v_class_ids, NULL::integer[]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A class created, or moved to another grade (its plan changes with it).
CREATE FUNCTION progress_after_class_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_class_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO v_class_ids FROM new_rows n;
  ELSE
    SELECT array_agg(n.id) INTO v_class_ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.grade_id <> n.grade_id;
  END IF;
  PERFORM progress_refresh_classes(v_class_ids, NULL::integer[]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- An activity created in a task group, or moved to another: every class whose plan holds the group,
-- and the rows it had under its old group.
CREATE FUNCTION progress_after_activity_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_activity_ids integer[];
  v_old_group_ids integer[];
  v_class_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO v_activity_ids FROM new_rows n;
  ELSE
    SELECT array_agg(n.id), array_agg(o.task_group_id) INTO v_activity_ids, v_old_group_ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.task_group_id <> n.task_group_id;
  END IF;

  WITH pairs AS (
    SELECT c.id AS class_id, a.id AS activity_id
    FROM activities a
    JOIN plan_task_groups g ON g.task_group_id = a.task_group_id
    JOIN evaluation_plans ep ON ep.id = g.plan_id
    JOIN classes c ON c.grade_id = ep.grade_id
    WHERE a.id = ANY (v_activity_ids)
    UNION
    SELECT cp.class_id, cp.activity_id
    FROM unnest(v_activity_ids, v_old_group_ids) AS o(activity_id, task_group_id)
    JOIN class_progress cp ON cp.task_group_id = o.task_group_id AND cp.activity_id = o.activity_id
  )
  SELECT array_agg(pairs.class_id), array_agg(pairs.activity_id) INTO v_class_ids, v_activity_ids FROM pairs;
  PERFORM progress_refresh(v_class_ids, v_activity_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE FUNCTION progress_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_rebuild();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- One trigger per event: a trigger with transition tables serves one event only. Deleting a class
-- or an activity removes its rows through the foreign keys' cascade.
CREATE TRIGGER task_states_progress_insert AFTER INSERT ON task_states
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('user_task_state', 'is_waive');
--> statement-breakpoint
CREATE TRIGGER task_states_progress_update AFTER UPDATE ON task_states
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('user_task_state', 'is_waive');
--> statement-breakpoint
CREATE TRIGGER task_states_progress_delete AFTER DELETE ON task_states
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('user_task_state', 'is_waive');
--> statement-breakpoint
CREATE TRIGGER task_states_progress_truncate AFTER TRUNCATE ON task_states
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER answer_drafts_progress_insert AFTER INSERT ON answer_drafts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('use_time');
--> statement-breakpoint
CREATE TRIGGER answer_drafts_progress_update AFTER UPDATE ON answer_drafts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('use_time');
--> statement-breakpoint
CREATE TRIGGER answer_drafts_progress_delete AFTER DELETE ON answer_drafts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('use_time');
--> statement-breakpoint
CREATE TRIGGER answer_drafts_progress_truncate AFTER TRUNCATE ON answer_drafts
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER adaptive_attempts_progress_insert AFTER INSERT ON adaptive_attempts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('submitted_at');
--> statement-breakpoint
CREATE TRIGGER adaptive_attempts_progress_update AFTER UPDATE ON adaptive_attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('submitted_at');
--> statement-breakpoint
CREATE TRIGGER adaptive_attempts_progress_delete AFTER DELETE ON adaptive_attempts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('submitted_at');
--> statement-breakpoint
CREATE TRIGGER adaptive_attempts_progress_truncate AFTER TRUNCATE ON adaptive_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER scenario_attempts_progress_insert AFTER INSERT ON scenario_attempts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change();
--> statement-breakpoint
CREATE TRIGGER scenario_attempts_progress_update AFTER UPDATE ON scenario_attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change();
--> statement-breakpoint
CREATE TRIGGER scenario_attempts_progress_delete AFTER DELETE ON scenario_attempts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change();
--> statement-breakpoint
CREATE TRIGGER scenario_attempts_progress_truncate AFTER TRUNCATE ON scenario_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER answers_progress_insert AFTER INSERT ON answers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('use_time');
--> statement-breakpoint
CREATE TRIGGER answers_progress_update AFTER UPDATE ON answers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('use_time');
--> statement-breakpoint
CREATE TRIGGER answers_progress_delete AFTER DELETE ON answers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_pair_change('use_time');
--> statement-breakpoint
CREATE TRIGGER answers_progress_truncate AFTER TRUNCATE ON answers
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER users_progress_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_user_change();
--> statement-breakpoint
CREATE TRIGGER users_progress_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_user_change();
--> statement-breakpoint
CREATE TRIGGER users_progress_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_user_change();
--> statement-breakpoint
CREATE TRIGGER users_progress_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER participation_progress_insert AFTER INSERT ON participation
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_participation_change();
--> statement-breakpoint
CREATE TRIGGER participation_progress_update AFTER UPDATE ON participation
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_participation_change();
--> statement-breakpoint
CREATE TRIGGER participation_progress_delete AFTER DELETE ON participation
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_participation_change();
--> statement-breakpoint
CREATE TRIGGER participation_progress_truncate AFTER TRUNCATE ON participation
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER plan_task_groups_progress_insert AFTER INSERT ON plan_task_groups
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_plan_group_change();
--> statement-breakpoint
CREATE TRIGGER plan_task_groups_progress_update AFTER UPDATE ON plan_task_groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_plan_group_change();
--> statement-breakpoint
CREATE TRIGGER plan_task_groups_progress_delete AFTER DELETE ON plan_task_groups
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_plan_group_change();
--> statement-breakpoint
CREATE TRIGGER plan_task_groups_progress_truncate AFTER TRUNCATE ON plan_task_groups
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER evaluation_plans_progress_update AFTER UPDATE ON evaluation_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_plan_change();
--> statement-breakpoint
CREATE TRIGGER evaluation_plans_progress_delete AFTER DELETE ON evaluation_plans
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_plan_change();
--> statement-breakpoint
CREATE TRIGGER evaluation_plans_progress_truncate AFTER TRUNCATE ON evaluation_plans
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER classes_progress_insert AFTER INSERT ON classes
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_class_change();
--> statement-breakpoint
CREATE TRIGGER classes_progress_update AFTER UPDATE ON classes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_class_change();
--> statement-breakpoint
CREATE TRIGGER classes_progress_truncate AFTER TRUNCATE ON classes
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint
CREATE TRIGGER activities_progress_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_activity_change();
--> statement-breakpoint
CREATE TRIGGER activities_progress_update AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_activity_change();
--> statement-breakpoint
CREATE TRIGGER activities_progress_truncate AFTER TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION progress_after_truncate();
--> statement-breakpoint

-- The counters of the rows already there.
SELECT progress_rebuild();
