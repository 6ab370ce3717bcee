-- Row-level security for Supabase (and any PostgreSQL): the API connects as the table owner and
-- enforces ownership from the bearer token; PostgREST clients using the public anon key or a user's
-- token go through these policies. Supabase already has the anon and authenticated roles and
-- auth.uid(); elsewhere (PGlite, plain PostgreSQL) they are created here, only where missing.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS auth;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'auth' AND p.proname = 'uid'
  ) THEN
    -- The same contract as Supabase's auth.uid(): the `sub` claim of the request's JWT.
    EXECUTE $fn$
      CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $body$
        SELECT nullif(coalesce(
          current_setting('request.jwt.claim.sub', true),
          current_setting('request.jwt.claims', true)::jsonb ->> 'sub'
        ), '')::uuid
      $body$
    $fn$;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA auth TO anon, authenticated;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO anon, authenticated;
--> statement-breakpoint
GRANT SELECT ON "questions" TO anon, authenticated;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "appusers" TO authenticated;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "interviews" TO authenticated;
--> statement-breakpoint
CREATE POLICY "questions are public" ON "questions" FOR SELECT TO anon, authenticated USING (true);
--> statement-breakpoint
CREATE POLICY "users read their own app user" ON "appusers" FOR SELECT TO authenticated USING (id = auth.uid());
--> statement-breakpoint
CREATE POLICY "users create their own app user" ON "appusers" FOR INSERT TO authenticated WITH CHECK (id = auth.uid());
--> statement-breakpoint
CREATE POLICY "users update their own app user" ON "appusers" FOR UPDATE TO authenticated USING (id = auth.uid()) WITH CHECK (id = auth.uid());
--> statement-breakpoint
CREATE POLICY "users own their interviews" ON "interviews" FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
