ALTER TABLE "import_jobs" ALTER COLUMN "state" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "request_ip" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_queue_idx" ON "import_jobs" USING btree ("created_at") WHERE "import_jobs"."state" in ('queued', 'running');--> statement-breakpoint
-- Before this migration a job ran only inside the process that took its request, and its row holds no plan
-- another server could run: one still 'running' now has lost its server, so it ends as interrupted.
UPDATE "import_jobs" SET "state" = 'failed', "failure" = 'interrupted', "finished_at" = now() WHERE "state" = 'running';
