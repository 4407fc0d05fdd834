-- Value-added's sums kept by the database (docs/decisions.md, "Reports"): whenever the triggers of
-- migration 0015 refresh a (student, task group), the class pairs of every class the student's
-- scores sit in, in that report and in each other report they took, are recomputed from
-- report_student_scores in the same transaction. An area's value-added then reads a row per
-- class and aspect instead of joining two rows per student (issue 13, the province bench).

-- Recomputes the given (report, class) pairs with every other report as the baseline: the
-- class's students of the report (where they answered it) with a score on the same aspect (or
-- overall) in the other report.
CREATE FUNCTION report_refresh_pairs(p_group_ids integer[], p_class_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(p_class_ids), 0) = 0 THEN
    RETURN;
  END IF;
  -- As report_refresh_classes: the classes' rows in id order first, so concurrent refreshes of
  -- one class wait for each other and then sum in a snapshot that sees the other's rows.
  PERFORM 1 FROM classes WHERE id = ANY (p_class_ids) ORDER BY id FOR NO KEY UPDATE;

  DELETE FROM report_class_pairs r
  USING unnest(p_group_ids, p_class_ids) AS w(task_group_id, class_id)
  WHERE r.task_group_id = w.task_group_id AND r.class_id = w.class_id;

  INSERT INTO report_class_pairs (
    task_group_id, class_id, base_task_group_id, dimension_id, grade_id, school_id, district_id,
    paired, before_sum, after_sum, before_square_sum, product_sum, province_shard_id)
  SELECT
    a.task_group_id, a.class_id, b.task_group_id, a.dimension_id,
    -- A class's place in one report does not change; min() picks the one value.
    min(a.grade_id), min(a.school_id), min(a.district_id),
    -- Summed in double precision, as the class sums are.
    count(*)::integer, sum(b.score::double precision), sum(a.score::double precision),
    sum(b.score::double precision * b.score), sum(b.score::double precision * a.score),
    min(a.province_shard_id)
  FROM (SELECT DISTINCT * FROM unnest(p_group_ids, p_class_ids) AS w(task_group_id, class_id)) w
  JOIN report_student_scores a
    ON a.task_group_id = w.task_group_id AND a.class_id = w.class_id AND a.parent_dimension_id IS NULL
  JOIN report_student_scores b
    ON b.user_id = a.user_id AND b.dimension_id = a.dimension_id AND b.task_group_id <> a.task_group_id
  GROUP BY a.task_group_id, a.class_id, b.task_group_id, a.dimension_id;
END;
$$;
--> statement-breakpoint

-- Migration 0015's refresh, which now also refreshes the pairs: those of the classes it
-- refreshes the sums of (the report side) and those of the classes the students' other reports
-- sit in (where these scores are the baseline).
CREATE OR REPLACE FUNCTION report_refresh_students(p_user_ids integer[], p_group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_group_ids integer[];
  v_class_ids integer[];
  v_old_group_ids integer[];
  v_old_class_ids integer[];
  v_other_group_ids integer[];
  v_other_class_ids integer[];
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

  -- The students' other reports, whose pairs with these scores as the baseline change too.
  SELECT array_agg(o.task_group_id ORDER BY o.class_id, o.task_group_id),
    array_agg(o.class_id ORDER BY o.class_id, o.task_group_id)
  INTO v_other_group_ids, v_other_class_ids
  FROM (
    SELECT DISTINCT r.task_group_id, r.class_id
    FROM (SELECT DISTINCT * FROM unnest(p_user_ids, p_group_ids) AS w(user_id, task_group_id)) w
    JOIN report_student_scores r ON r.user_id = w.user_id AND r.task_group_id <> w.task_group_id
    WHERE r.class_id IS NOT NULL
  ) o;

  -- Every class either refresh below takes, locked at once in id order: taken one refresh after
  -- the other, the second's classes could wait on a transaction that waits on the first's.
  PERFORM 1 FROM classes WHERE id = ANY (coalesce(v_class_ids, '{}') || coalesce(v_other_class_ids, '{}'))
  ORDER BY id FOR NO KEY UPDATE;
  PERFORM report_refresh_classes(v_group_ids, v_class_ids);
  PERFORM report_refresh_pairs(
    coalesce(v_group_ids, '{}') || coalesce(v_other_group_ids, '{}'),
    coalesce(v_class_ids, '{}') || coalesce(v_other_class_ids, '{}'));
END;
$$;
--> statement-breakpoint

-- The pairs of the scores stored before this migration.
SELECT report_refresh_pairs(array_agg(k.task_group_id), array_agg(k.class_id))
FROM (SELECT DISTINCT task_group_id, class_id FROM report_student_scores WHERE class_id IS NOT NULL) k;
