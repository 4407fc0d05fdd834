ALTER TABLE "audit_log" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "region_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_region_idx" ON "audit_log" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_school_idx" ON "audit_log" USING btree ("school_id","id");