-- A province-sized data set, made by set-returning SQL inside PostgreSQL (no row crosses the wire).
-- Used by the province bench (scripts/bench/province.mjs, 500 000 students by default) and by the
-- plan-shape tests (server/src/modules/progress/plan-shape.api.test.ts, 50 000), so both read the
-- same shapes. The runner creates the temporary table province_params first (one row: students,
-- shard, password_hash) and runs the steps below in order, one statement group per "-- step:" line.
--
-- Every step is an ordinary INSERT … SELECT: the progress triggers of migration 0011 run on each,
-- as they would for an import. The grade plans get the task group last, so the statements before
-- it find no (class, activity) pair the plans hold and refresh nothing, and that one last INSERT
-- makes the triggers compute every class counter from the source rows at once, with the
-- reference rules (progress_refresh).
--
-- Shape: cities of five districts; schools spread evenly over the districts; three grades
-- (七八九年级) of three classes per school; the students spread evenly over the classes; one task
-- group of ten activities (the first a questionnaire the bench submits, the last two an adaptive
-- test and a scenario, whose work in progress lives in their own tables); a task state for every
-- student × activity. Outcomes come from a hash of the student and the activity, with a bias per
-- school, so every run of the same size makes the same rows: about 40-70 % done per school, 3 %
-- waived, 10 % in progress, the rest not started; one school in 97 and one student in 100 do not
-- take part.

-- step: functions
-- 250 students a school (2 000 schools for 500 000), at most 20 districts, five to a city.
ALTER TABLE province_params ADD COLUMN schools integer, ADD COLUMN districts integer, ADD COLUMN cities integer;
UPDATE province_params SET schools = greatest(1, round(students / 250.0));
UPDATE province_params SET districts = least(20, schools);
UPDATE province_params SET cities = ceil(districts / 5.0);

-- Deterministic pseudo-random numbers in [0, 100): hashint4 is PostgreSQL's own integer hash.
CREATE FUNCTION pg_temp.province_roll(seed integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT ((hashint4(seed) % 100) + 100) % 100 $$;

-- A pair's outcome from its roll and its school's bias (0-29). Both functions are one
-- expression, so PostgreSQL inlines them instead of calling a function per row.
CREATE FUNCTION pg_temp.province_outcome(roll integer, bias integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN roll < 40 + bias THEN 'done'
    WHEN roll < 43 + bias THEN 'waived'
    WHEN roll < 53 + bias THEN 'draft'
    ELSE 'open' END
$$;

-- step: regions
INSERT INTO regions (level, name, code, province_shard_id)
SELECT 'province', '基准省', 'bench-' || p.shard, p.shard FROM province_params p;

INSERT INTO regions (parent_id, level, name, code, province_shard_id)
SELECT pr.id, 'city', '基准' || c || '市', 'bench-' || p.shard || '-c' || c, p.shard
FROM province_params p
CROSS JOIN generate_series(1, p.cities) AS c
JOIN regions pr ON pr.code = 'bench-' || p.shard
ORDER BY c;

INSERT INTO regions (parent_id, level, name, code, province_shard_id)
SELECT ci.id, 'district', '基准' || d || '区', 'bench-' || p.shard || '-d' || d, p.shard
FROM province_params p
CROSS JOIN generate_series(1, p.districts) AS d
JOIN regions ci ON ci.code = 'bench-' || p.shard || '-c' || ((d - 1) / 5 + 1)
ORDER BY d;

-- step: schools
INSERT INTO schools (organization_name, district_id, province_shard_id)
SELECT format('基准%s区第%s学校', x.district, k), r.id, p.shard
FROM province_params p
CROSS JOIN generate_series(1, p.schools) AS k
CROSS JOIN LATERAL (SELECT (k - 1) * p.districts / p.schools + 1 AS district) x
JOIN regions r ON r.code = 'bench-' || p.shard || '-d' || x.district
ORDER BY k;

INSERT INTO school_years (school_id, school_year, started_at, is_current, province_shard_id)
SELECT s.id, '2026-2027', '2026-08-31T16:00:00Z', true, p.shard
FROM province_params p JOIN schools s ON s.province_shard_id = p.shard
ORDER BY s.id;

INSERT INTO grades (school_id, grade_level, name, province_shard_id)
SELECT s.id, level, (ARRAY['七年级', '八年级', '九年级'])[level - 6], p.shard
FROM province_params p
JOIN schools s ON s.province_shard_id = p.shard
CROSS JOIN generate_series(7, 9) AS level
ORDER BY s.id, level;

INSERT INTO classes (school_id, grade_id, name, province_shard_id)
SELECT g.school_id, g.id, n || '班', p.shard
FROM province_params p
JOIN grades g ON g.province_shard_id = p.shard
CROSS JOIN generate_series(1, 3) AS n
ORDER BY g.id, n;

-- No stamina limit: the bench measures submits, not the daily limit.
INSERT INTO evaluation_plans (grade_id, max_finish, province_shard_id)
SELECT g.id, 0, p.shard FROM province_params p JOIN grades g ON g.province_shard_id = p.shard ORDER BY g.id;

-- step: content
INSERT INTO task_groups (name, start_time, end_time, province_shard_id)
SELECT '基准测评', now() - interval '30 days', now() + interval '1 year', p.shard FROM province_params p;

INSERT INTO activities (task_group_id, kind, name, guide_page, sort, province_shard_id)
SELECT tg.id, CASE n WHEN 1 THEN 'questionnaire' WHEN 9 THEN 'adaptive' WHEN 10 THEN 'scenario' ELSE 'activity' END,
  '基准活动' || n,
  jsonb_build_object('title', '基准活动' || n, 'content', '', 'media', '[]'::jsonb), n, p.shard
FROM province_params p
JOIN task_groups tg ON tg.province_shard_id = p.shard
CROSS JOIN generate_series(1, 10) AS n
ORDER BY n;

INSERT INTO items (activity_id, sort, type, stem, province_shard_id)
SELECT a.id, n, 'single', '基准题' || n, p.shard
FROM province_params p
JOIN activities a ON a.province_shard_id = p.shard AND a.kind = 'questionnaire'
CROSS JOIN generate_series(1, 3) AS n
ORDER BY n;

INSERT INTO item_options (item_id, sort, label, score, province_shard_id)
SELECT i.id, n, '选项' || n, n, p.shard
FROM province_params p
JOIN items i ON i.province_shard_id = p.shard
CROSS JOIN generate_series(1, 3) AS n
ORDER BY i.id, n;

-- step: students
-- Class by class, so a class's students sit together as an import per school leaves them.
WITH numbered AS (
  SELECT c.id, c.school_id, c.grade_id, row_number() OVER (ORDER BY c.id) - 1 AS ordinal, count(*) OVER () AS total
  FROM province_params p JOIN classes c ON c.province_shard_id = p.shard
)
INSERT INTO users (login_name, user_name, password_hash, user_type, gender, province_shard_id, school_id, grade_id,
  class_id, confirmed_school_year)
SELECT format('pv%s_%s_%s', p.shard, c.id, lpad(n::text, 2, '0')), format('学生%s-%s', c.id, n), p.password_hash, 1,
  (n % 2)::text, p.shard, c.school_id, c.grade_id, c.id, '2026-2027'
FROM province_params p
CROSS JOIN numbered c
CROSS JOIN generate_series(1, (p.students / c.total + (c.ordinal < p.students % c.total)::int)::int) AS n
ORDER BY c.id, n;

INSERT INTO user_roles (user_id, role_code, school_id, class_id, province_shard_id)
SELECT u.id, 8, u.school_id, u.class_id, u.province_shard_id
FROM province_params p JOIN users u ON u.province_shard_id = p.shard AND u.user_type = 1
ORDER BY u.id;

-- step: staff
-- One reader per scope: an area admin of the province, one of the first district, the admin of
-- that district's first school and the head teacher of that school's first class.
WITH places AS (
  SELECT pr.id AS province_id, d.id AS district_id, s.id AS school_id, c.id AS class_id
  FROM province_params p
  JOIN regions pr ON pr.code = 'bench-' || p.shard
  JOIN regions d ON d.code = 'bench-' || p.shard || '-d1'
  JOIN LATERAL (SELECT id FROM schools WHERE district_id = d.id ORDER BY id LIMIT 1) s ON true
  JOIN LATERAL (SELECT id FROM classes WHERE school_id = s.id ORDER BY id LIMIT 1) c ON true
),
staff (login_name, user_name, role_code, region_id, school_id, class_id) AS (
  SELECT 'pv_province', '基准省管理员', 5, province_id, NULL::integer, NULL::integer FROM places
  UNION ALL SELECT 'pv_district', '基准区管理员', 5, district_id, NULL, NULL FROM places
  UNION ALL SELECT 'pv_school', '基准校管理员', 6, NULL, school_id, NULL FROM places
  UNION ALL SELECT 'pv_class', '基准班主任', 11, NULL, school_id, class_id FROM places
),
created AS (
  INSERT INTO users (login_name, user_name, password_hash, user_type, province_shard_id, region_id, school_id)
  SELECT format('%s_%s', s.login_name, p.shard), s.user_name, p.password_hash, 0, p.shard, s.region_id, s.school_id
  FROM province_params p CROSS JOIN staff s
  RETURNING id, login_name
)
INSERT INTO user_roles (user_id, role_code, region_id, school_id, class_id, province_shard_id)
SELECT created.id, s.role_code, s.region_id, s.school_id, s.class_id, p.shard
FROM province_params p
CROSS JOIN staff s
JOIN created ON created.login_name = format('%s_%s', s.login_name, p.shard);

-- step: participation
INSERT INTO participation (task_group_id, subject_type, subject_id, participates, school_id, province_shard_id)
SELECT tg.id, 'school', s.id, false, s.id, p.shard
FROM province_params p
JOIN task_groups tg ON tg.province_shard_id = p.shard
JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY id) AS k FROM schools WHERE province_shard_id = p.shard) s
  ON s.k % 97 = 0;

INSERT INTO participation (task_group_id, subject_type, subject_id, participates, school_id, province_shard_id)
SELECT tg.id, 'student', u.id, false, u.school_id, p.shard
FROM province_params p
JOIN task_groups tg ON tg.province_shard_id = p.shard
JOIN users u ON u.province_shard_id = p.shard AND u.user_type = 1
WHERE pg_temp.province_roll(u.id * 7 + 3) = 0;

-- step: task states
INSERT INTO task_states (user_id, activity_id, task_group_id, user_task_state, respond_times, is_waive, finished_at,
  province_shard_id)
SELECT u.id, a.id, a.task_group_id,
  (o.outcome IN ('done', 'waived'))::int, (o.outcome = 'done')::int, (o.outcome = 'waived')::int,
  CASE WHEN o.outcome IN ('done', 'waived')
    THEN now() - interval '20 days' + pg_temp.province_roll(u.id + a.sort) * interval '3 hours' END,
  p.shard
FROM province_params p
JOIN users u ON u.province_shard_id = p.shard AND u.user_type = 1
JOIN activities a ON a.province_shard_id = p.shard
CROSS JOIN LATERAL (
  SELECT pg_temp.province_outcome(pg_temp.province_roll(u.id * 16 + a.sort), pg_temp.province_roll(u.school_id) * 3 / 10)
    AS outcome) o
ORDER BY u.id, a.id;

-- step: answers
INSERT INTO answers (user_id, activity_id, task_group_id, submit_key, kind, answers, use_time, total_score, result,
  province_shard_id, submitted_at)
SELECT ts.user_id, ts.activity_id, ts.task_group_id, format('bench-%s-%s', ts.user_id, ts.activity_id), 'submit',
  '{}', 60 + pg_temp.province_roll(ts.user_id * 3 + ts.activity_id) * 12, 0, '{}', ts.province_shard_id,
  ts.finished_at
FROM province_params p
JOIN task_states ts ON ts.province_shard_id = p.shard AND ts.user_task_state = 1 AND ts.is_waive = 0
ORDER BY ts.user_id, ts.activity_id;

-- step: work in progress
-- A draft; on the adaptive activity a test not handed in (and the handed-in ones, kept as
-- history); on the scenario activity a walk.
INSERT INTO answer_drafts (user_id, activity_id, answers, use_time, province_shard_id)
SELECT u.id, a.id, '{}', 30 + pg_temp.province_roll(u.id * 5 + a.sort) * 6, p.shard
FROM province_params p
JOIN users u ON u.province_shard_id = p.shard AND u.user_type = 1
JOIN activities a ON a.province_shard_id = p.shard AND a.kind IN ('questionnaire', 'activity')
WHERE pg_temp.province_outcome(pg_temp.province_roll(u.id * 16 + a.sort), pg_temp.province_roll(u.school_id) * 3 / 10)
  = 'draft'
ORDER BY u.id, a.id;

INSERT INTO adaptive_attempts (user_id, activity_id, task_group_id, attempt_no, seed, settings, bank, submitted_at,
  province_shard_id)
SELECT ts.user_id, ts.activity_id, ts.task_group_id, 1, ts.user_id, '{}', '[]', ts.finished_at, p.shard
FROM province_params p
JOIN activities a ON a.province_shard_id = p.shard AND a.kind = 'adaptive'
JOIN task_states ts ON ts.activity_id = a.id
JOIN users u ON u.id = ts.user_id
WHERE ts.user_task_state = 1 AND ts.is_waive = 0
  OR pg_temp.province_outcome(pg_temp.province_roll(u.id * 16 + a.sort), pg_temp.province_roll(u.school_id) * 3 / 10)
    = 'draft'
ORDER BY ts.user_id;

INSERT INTO scenario_attempts (user_id, activity_id, task_group_id, path, province_shard_id)
SELECT u.id, a.id, a.task_group_id, '["start"]', p.shard
FROM province_params p
JOIN users u ON u.province_shard_id = p.shard AND u.user_type = 1
JOIN activities a ON a.province_shard_id = p.shard AND a.kind = 'scenario'
WHERE pg_temp.province_outcome(pg_temp.province_roll(u.id * 16 + a.sort), pg_temp.province_roll(u.school_id) * 3 / 10)
  = 'draft'
ORDER BY u.id;

-- step: report scores
-- The task group is batch 2 of report year 2025; a baseline group (batch 1, one activity scoring
-- the five aspects) gives value-added its pairs. Each handed-in, not waived answer of the main
-- group scores its activity's aspect and two indicators (activity n: aspect (n - 1) % 5 + 1), a
-- student's ability plus a per-node wobble, so schools and classes differ. The scores go in one
-- district at a time, so each statement's report triggers refresh a district's students.
UPDATE task_groups SET report_year = '2025', evaluation_batch = '2'
WHERE province_shard_id = (SELECT shard FROM province_params);

INSERT INTO task_groups (name, start_time, end_time, report_year, evaluation_batch, province_shard_id)
SELECT '基准测评（第一批次）', now() - interval '200 days', now() - interval '100 days', '2025', '1', p.shard
FROM province_params p;

INSERT INTO activities (task_group_id, kind, name, guide_page, sort, province_shard_id)
SELECT tg.id, 'activity', '基准活动（第一批次）',
  jsonb_build_object('title', '基准活动（第一批次）', 'content', '', 'media', '[]'::jsonb), 1, p.shard
FROM province_params p
JOIN task_groups tg ON tg.province_shard_id = p.shard AND tg.evaluation_batch = '1';

DO $$
DECLARE
  v_district integer;
BEGIN
  FOR v_district IN
    SELECT r.id FROM regions r, province_params p WHERE r.province_shard_id = p.shard AND r.level = 'district' ORDER BY r.id
  LOOP
    INSERT INTO dimension_scores (user_id, activity_id, task_group_id, dimension_id, parent_dimension_id, score, level,
      province_shard_id, updated_at)
    SELECT a.user_id, a.activity_id, a.task_group_id, d.dimension_id, d.parent_id, s.score,
      CASE WHEN s.score >= 85 THEN 4 WHEN s.score >= 70 THEN 3 WHEN s.score >= 60 THEN 2 ELSE 1 END,
      a.province_shard_id, a.submitted_at
    FROM answers a
    JOIN users u ON u.id = a.user_id
    JOIN schools sc ON sc.id = u.school_id AND sc.district_id = v_district
    JOIN activities act ON act.id = a.activity_id
    CROSS JOIN LATERAL (
      SELECT ((act.sort - 1) % 5 + 1)::text AS aspect) asp
    CROSS JOIN LATERAL (
      VALUES (asp.aspect, NULL::text), (asp.aspect || '0', asp.aspect), (asp.aspect || '1', asp.aspect)
    ) AS d(dimension_id, parent_id)
    CROSS JOIN LATERAL (
      SELECT round((45 + pg_temp.province_roll(u.id * 13) * 0.35 + pg_temp.province_roll(u.school_id * 7) * 0.1
        + pg_temp.province_roll(u.id * 31 + d.dimension_id::integer * 7 + act.sort) * 0.1)::numeric, 1)::real AS score
    ) s
    WHERE a.task_group_id = act.task_group_id;

    -- The baseline: the same ability, a little lower, for nine students in ten.
    INSERT INTO dimension_scores (user_id, activity_id, task_group_id, dimension_id, parent_dimension_id, score, level,
      province_shard_id, updated_at)
    SELECT u.id, act.id, act.task_group_id, aspect::text, NULL, s.score,
      CASE WHEN s.score >= 85 THEN 4 WHEN s.score >= 70 THEN 3 WHEN s.score >= 60 THEN 2 ELSE 1 END,
      u.province_shard_id, now() - interval '150 days'
    FROM province_params p
    JOIN task_groups tg ON tg.province_shard_id = p.shard AND tg.evaluation_batch = '1'
    JOIN activities act ON act.task_group_id = tg.id
    JOIN users u ON u.province_shard_id = p.shard AND u.user_type = 1
    JOIN schools sc ON sc.id = u.school_id AND sc.district_id = v_district
    CROSS JOIN generate_series(1, 5) AS aspect
    CROSS JOIN LATERAL (
      SELECT round((40 + pg_temp.province_roll(u.id * 13) * 0.35 + pg_temp.province_roll(u.id * 17 + aspect) * 0.1)
        ::numeric, 1)::real AS score
    ) s
    WHERE pg_temp.province_roll(u.id * 5 + 1) < 90;
  END LOOP;
END;
$$;

-- step: counters
-- The plans take the task group: the triggers count every class on every activity here.
INSERT INTO plan_task_groups (plan_id, task_group_id, province_shard_id)
SELECT ep.id, tg.id, p.shard
FROM province_params p
JOIN evaluation_plans ep ON ep.province_shard_id = p.shard
JOIN task_groups tg ON tg.province_shard_id = p.shard
ORDER BY ep.id;
