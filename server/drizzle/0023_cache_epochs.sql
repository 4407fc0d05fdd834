CREATE TABLE "cache_epochs" (
	"province_shard_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"subject_id" integer NOT NULL,
	"epoch" bigint NOT NULL,
	CONSTRAINT "cache_epochs_province_shard_id_kind_subject_id_pk" PRIMARY KEY("province_shard_id","kind","subject_id")
);
--> statement-breakpoint
-- Raises the epochs of the rows a statement changed (issue 14, docs/scale.md "Caches"): kind 1 per
-- user named by the column in TG_ARGV[1], kind 2 per province when TG_ARGV[1] is '0'. Statement
-- triggers with transition tables: an import of 2,000 students raises each epoch once, in key
-- order, so two statements never wait on each other's epochs crosswise.
CREATE FUNCTION cache_epochs_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO cache_epochs AS e (province_shard_id, kind, subject_id, epoch)
     SELECT DISTINCT province_shard_id, $1, %s, 1 FROM %I ORDER BY 1, 3
     ON CONFLICT (province_shard_id, kind, subject_id) DO UPDATE SET epoch = e.epoch + 1',
    TG_ARGV[1], CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END)
  USING TG_ARGV[0]::smallint;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Medal and trophy definitions belong to no province: a change to them raises every province's epoch.
CREATE FUNCTION cache_epochs_bump_every_province() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_epochs AS e (province_shard_id, kind, subject_id, epoch)
  SELECT DISTINCT province_shard_id, 2, 0, 1 FROM regions ORDER BY 1
  ON CONFLICT (province_shard_id, kind, subject_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
  op text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 1, 'id'), ('user_roles', 1, 'user_id'), ('task_states', 1, 'user_id'),
    ('user_awards', 1, 'user_id'), ('result_resets', 1, 'student_id'),
    ('regions', 2, '0'), ('schools', 2, '0'), ('grades', 2, '0'), ('classes', 2, '0'),
    ('task_groups', 2, '0'), ('activities', 2, '0'), ('evaluation_plans', 2, '0'),
    ('plan_task_groups', 2, '0'), ('participation', 2, '0')
  ) AS v(name, kind, subject) LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS %I FOR EACH STATEMENT EXECUTE FUNCTION cache_epochs_bump(%L, %L)',
        t.name || '_cache_' || lower(op), op, t.name,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END,
        CASE op WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END,
        t.kind, t.subject);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER award_definitions_cache AFTER INSERT OR UPDATE OR DELETE ON award_definitions
FOR EACH STATEMENT EXECUTE FUNCTION cache_epochs_bump_every_province();
