-- Report figures kept by the database itself (docs/decisions.md, "Reports"): every statement that
-- changes dimension_scores refreshes the (student, task group) rows it touched in
-- report_student_scores, then the (task group, class) sums in report_class_scores, in the same
-- transaction, whichever code path (answer, reset, import, seed, script) ran it. A refresh
-- recomputes from the source rows, so bulk statements and cascades come out right.
-- The level thresholds (60, 70, 85) are the contract's LEVEL_THRESHOLDS.

-- Where the student is when the score is stored: their class, grade, school and district. An
-- insert that names a class keeps it (a script replaying history).
CREATE FUNCTION report_place_score() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.class_id IS NULL THEN
    SELECT u.class_id, u.grade_id, u.school_id, s.district_id
    INTO NEW.class_id, NEW.grade_id, NEW.school_id, NEW.district_id
    FROM users u LEFT JOIN schools s ON s.id = u.school_id
    WHERE u.id = NEW.user_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dimension_scores_place BEFORE INSERT ON dimension_scores
FOR EACH ROW EXECUTE FUNCTION report_place_score();
--> statement-breakpoint

-- Recomputes the given (task group, class) sums from report_student_scores (parallel arrays).
CREATE FUNCTION report_refresh_classes(p_group_ids integer[], p_class_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(p_class_ids), 0) = 0 THEN
    RETURN;
  END IF;
  -- The classes' rows are locked in id order first, as progress_refresh does: a concurrent
  -- refresh of the same class waits, then sums in a snapshot that sees the other's rows.
  PERFORM 1 FROM classes WHERE id = ANY (p_class_ids) ORDER BY id FOR NO KEY UPDATE;

  DELETE FROM report_class_scores r
  USING unnest(p_group_ids, p_class_ids) AS w(task_group_id, class_id)
  WHERE r.task_group_id = w.task_group_id AND r.class_id = w.class_id;

  INSERT INTO report_class_scores (
    task_group_id, class_id, dimension_id, parent_dimension_id, grade_id, school_id, district_id,
    students, score_sum, score_square_sum, level1, level2, level3, level4, province_shard_id, updated_at)
  SELECT
    s.task_group_id, s.class_id, s.dimension_id, min(s.parent_dimension_id),
    -- A class's place does not change; min() picks the one value.
    min(s.grade_id), min(s.school_id), min(s.district_id),
    -- Summed in double precision: a real sum drifts with the class size.
    count(*)::integer, sum(s.score::double precision), sum(s.score::double precision * s.score),
    count(*) FILTER (WHERE s.score < 60)::integer,
    count(*) FILTER (WHERE s.score >= 60 AND s.score < 70)::integer,
    count(*) FILTER (WHERE s.score >= 70 AND s.score < 85)::integer,
    count(*) FILTER (WHERE s.score >= 85)::integer,
    min(s.province_shard_id), now()
  FROM (SELECT DISTINCT * FROM unnest(p_group_ids, p_class_ids) AS w(task_group_id, class_id)) w
  JOIN report_student_scores s ON s.task_group_id = w.task_group_id AND s.class_id = w.class_id
  GROUP BY s.task_group_id, s.class_id, s.dimension_id;
END;
$$;
--> statement-breakpoint

-- Recomputes the given (student, task group) rows from dimension_scores, then the sums of the
-- classes they were in and are in now.
CREATE FUNCTION report_refresh_students(p_user_ids integer[], p_group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_group_ids integer[];
  v_class_ids integer[];
  v_old_group_ids integer[];
  v_old_class_ids integer[];
BEGIN
  IF coalesce(cardinality(p_user_ids), 0) = 0 THEN
    RETURN;
  END IF;

  WITH wanted AS (
    SELECT DISTINCT * FROM unnest(p_user_ids, p_group_ids) AS w(user_id, task_group_id)
  ),
  gone AS (
    DELETE FROM report_student_scores r USING wanted w
    WHERE r.user_id = w.user_id AND r.task_group_id = w.task_group_id
    RETURNING r.task_group_id, r.class_id
  )
  SELECT array_agg(g.task_group_id), array_agg(g.class_id) INTO v_old_group_ids, v_old_class_ids
  FROM (SELECT DISTINCT task_group_id, class_id FROM gone WHERE class_id IS NOT NULL) g;

  WITH wanted AS (
    SELECT DISTINCT * FROM unnest(p_user_ids, p_group_ids) AS w(user_id, task_group_id)
  ),
  -- The place of the student's latest score in the group.
  place AS (
    SELECT DISTINCT ON (d.user_id, d.task_group_id)
      d.user_id, d.task_group_id, d.class_id, d.grade_id, d.school_id, d.district_id, d.province_shard_id
    FROM wanted w
    JOIN dimension_scores d ON d.user_id = w.user_id AND d.task_group_id = w.task_group_id
    ORDER BY d.user_id, d.task_group_id, d.updated_at DESC, d.activity_id DESC
  ),
  -- Each node: the mean of the group's activities that scored it.
  nodes AS (
    SELECT d.user_id, d.task_group_id, d.dimension_id, min(d.parent_dimension_id) AS parent_dimension_id,
      avg(d.score)::real AS score, max(d.updated_at) AS updated_at
    FROM wanted w
    JOIN dimension_scores d ON d.user_id = w.user_id AND d.task_group_id = w.task_group_id
    GROUP BY d.user_id, d.task_group_id, d.dimension_id
  ),
  -- Overall: the mean of the aspects.
  overall AS (
    SELECT n.user_id, n.task_group_id, 'overall'::text AS dimension_id, NULL::text AS parent_dimension_id,
      avg(n.score)::real AS score, max(n.updated_at) AS updated_at
    FROM nodes n WHERE n.parent_dimension_id IS NULL
    GROUP BY n.user_id, n.task_group_id
  ),
  written AS (
    INSERT INTO report_student_scores (
      task_group_id, user_id, dimension_id, parent_dimension_id, score,
      class_id, grade_id, school_id, district_id, province_shard_id, updated_at)
    SELECT a.task_group_id, a.user_id, a.dimension_id, a.parent_dimension_id, round(a.score::numeric, 1)::real,
      p.class_id, p.grade_id, p.school_id, p.district_id, p.province_shard_id, a.updated_at
    FROM (SELECT * FROM nodes UNION ALL SELECT * FROM overall) a
    JOIN place p ON p.user_id = a.user_id AND p.task_group_id = a.task_group_id
    RETURNING task_group_id, class_id
  )
  -- Both arrays in one order that ties cannot shuffle: they are read as pairs.
  SELECT array_agg(t.task_group_id ORDER BY t.class_id, t.task_group_id),
    array_agg(t.class_id ORDER BY t.class_id, t.task_group_id)
  INTO v_group_ids, v_class_ids
  FROM (
    SELECT task_group_id, class_id FROM written WHERE class_id IS NOT NULL
    UNION
    SELECT * FROM unnest(v_old_group_ids, v_old_class_ids)
  ) t;
  PERFORM report_refresh_classes(v_group_ids, v_class_ids);
END;
$$;
--> statement-breakpoint

-- The (student, task group) pairs of a statement's rows, as two arrays read in one query so
-- that their positions stay paired.
CREATE FUNCTION report_after_scores_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_user_ids integer[];
  v_group_ids integer[];
BEGIN
  SELECT array_agg(n.user_id), array_agg(n.task_group_id) INTO v_user_ids, v_group_ids FROM new_rows n;
  PERFORM report_refresh_students(v_user_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_after_scores_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_user_ids integer[];
  v_group_ids integer[];
BEGIN
  SELECT array_agg(o.user_id), array_agg(o.task_group_id) INTO v_user_ids, v_group_ids FROM old_rows o;
  PERFORM report_refresh_students(v_user_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_after_scores_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_user_ids integer[];
  v_group_ids integer[];
BEGIN
  SELECT array_agg(x.user_id), array_agg(x.task_group_id) INTO v_user_ids, v_group_ids
  FROM (SELECT user_id, task_group_id FROM new_rows UNION SELECT user_id, task_group_id FROM old_rows) x;
  PERFORM report_refresh_students(v_user_ids, v_group_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER dimension_scores_report_insert AFTER INSERT ON dimension_scores
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_after_scores_insert();
--> statement-breakpoint
CREATE TRIGGER dimension_scores_report_delete AFTER DELETE ON dimension_scores
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_after_scores_delete();
--> statement-breakpoint
CREATE TRIGGER dimension_scores_report_update AFTER UPDATE ON dimension_scores
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_after_scores_update();
--> statement-breakpoint

-- Scores stored before this migration: placed where their students are now, then rolled up.
UPDATE dimension_scores d
SET class_id = u.class_id, grade_id = u.grade_id, school_id = u.school_id, district_id = s.district_id
FROM users u LEFT JOIN schools s ON s.id = u.school_id
WHERE u.id = d.user_id AND d.class_id IS NULL;
