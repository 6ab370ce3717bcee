-- Owner policies for flash-card modules, their progress and reviews, and practice responses. The
-- public forms (waitlist, partnerships, questioncollection) keep RLS on with no policy: only the
-- API (the table owner) writes and reads them, so the public anon key sees nothing.
GRANT SELECT, INSERT, UPDATE, DELETE ON "modules", "module_questions", "module_progress", "card_reviews", "practice_responses" TO authenticated;
--> statement-breakpoint
CREATE POLICY "users own their modules" ON "modules" FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY "module questions follow their module" ON "module_questions" FOR ALL TO authenticated
  USING (EXISTS (SELECT 1 FROM "modules" m WHERE m.id = module_id AND m.user_id = auth.uid()))
  WITH CHECK (EXISTS (SELECT 1 FROM "modules" m WHERE m.id = module_id AND m.user_id = auth.uid()));
--> statement-breakpoint
CREATE POLICY "users own their module progress" ON "module_progress" FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY "users own their card reviews" ON "card_reviews" FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
--> statement-breakpoint
CREATE POLICY "users own their practice responses" ON "practice_responses" FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid());
