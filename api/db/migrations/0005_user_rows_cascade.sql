-- Deleting a user deletes their rows: every user-owned table references appusers ON DELETE CASCADE,
-- and deleting the auth user (auth_users here, Supabase's auth.users where it exists) deletes the
-- appusers row by trigger. Rows saved before any appusers row existed get one first (empty email).
INSERT INTO "appusers" ("id", "email")
SELECT DISTINCT "user_id", '' FROM (
  SELECT "user_id" FROM "interviews" UNION SELECT "user_id" FROM "modules" UNION SELECT "user_id" FROM "practice_responses"
) AS "owners"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_user_id_appusers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."appusers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_user_id_appusers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."appusers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD CONSTRAINT "practice_responses_user_id_appusers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."appusers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.greenshoe_delete_app_user() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM public.appusers WHERE id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.greenshoe_delete_app_user() FROM PUBLIC;--> statement-breakpoint
CREATE TRIGGER "auth_users_delete_app_user" AFTER DELETE ON "auth_users"
FOR EACH ROW EXECUTE FUNCTION public.greenshoe_delete_app_user();--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('auth.users') IS NOT NULL THEN
    EXECUTE 'CREATE TRIGGER greenshoe_delete_app_user AFTER DELETE ON auth.users FOR EACH ROW EXECUTE FUNCTION public.greenshoe_delete_app_user()';
  END IF;
END
$$;
