CREATE TABLE "class_progress" (
	"class_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"task_group_id" integer NOT NULL,
	"province_shard_id" integer NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"waived" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"not_taking_part" integer DEFAULT 0 NOT NULL,
	"time_spent_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "class_progress_class_id_activity_id_pk" PRIMARY KEY("class_id","activity_id")
);
--> statement-breakpoint
ALTER TABLE "class_progress" ADD CONSTRAINT "class_progress_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_progress" ADD CONSTRAINT "class_progress_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_progress_group_idx" ON "class_progress" USING btree ("task_group_id","activity_id");