CREATE TABLE "report_class_pairs" (
	"task_group_id" integer NOT NULL,
	"base_task_group_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"dimension_id" text NOT NULL,
	"grade_id" integer,
	"school_id" integer,
	"district_id" integer,
	"paired" integer NOT NULL,
	"before_sum" double precision NOT NULL,
	"after_sum" double precision NOT NULL,
	"before_square_sum" double precision NOT NULL,
	"product_sum" double precision NOT NULL,
	"province_shard_id" integer NOT NULL,
	CONSTRAINT "report_class_pairs_pk" PRIMARY KEY("task_group_id","class_id","base_task_group_id","dimension_id")
);
