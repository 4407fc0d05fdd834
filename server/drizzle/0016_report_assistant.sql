CREATE TABLE "report_assistant_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"question" text NOT NULL,
	"removed" smallint NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'asked' NOT NULL,
	"province_shard_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_assistant_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"actor_user_id" integer,
	"task_group_id" integer NOT NULL,
	"student_id" integer,
	"class_id" integer,
	"ragflow_session_id" text NOT NULL,
	"province_shard_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_assistant_settings" (
	"region_id" integer NOT NULL,
	"audience" text NOT NULL,
	"grade_level" smallint NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"province_shard_id" integer NOT NULL,
	CONSTRAINT "report_assistant_settings_region_id_audience_grade_level_pk" PRIMARY KEY("region_id","audience","grade_level")
);
--> statement-breakpoint
ALTER TABLE "report_assistant_exchanges" ADD CONSTRAINT "report_assistant_exchanges_session_id_report_assistant_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."report_assistant_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_assistant_sessions" ADD CONSTRAINT "report_assistant_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_assistant_settings" ADD CONSTRAINT "report_assistant_settings_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_assistant_exchanges_session_idx" ON "report_assistant_exchanges" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "report_assistant_exchanges_created_idx" ON "report_assistant_exchanges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_assistant_sessions_created_idx" ON "report_assistant_sessions" USING btree ("created_at");