-- A hand-in queues its own counter pairs and raises its student's cache epoch (issue 14,
-- docs/scale.md "A hand-in notes its own counters"). Its statements fired 18 trigger functions
-- (five progress notes, three epoch bumps, a report note, each re-reading and re-writing the noted
-- pairs in transaction settings, and the commit-time trigger that queued them): about 3 ms of its
-- 7 ms of database time. The hand-in knows what it changed (its student's (activity) progress pair,
-- the (task group) report pairs of the scores it replaces, the student's epoch), so a transaction
-- that sets `pingjia.counters_by_writer` writes those itself and these triggers do not fire for it.
-- Every other writer, and any other table the same transaction changes, goes through the triggers
-- as before; the TRUNCATE triggers are left alone.
DO $$
DECLARE
  v_name text;
  v_definition text;
  v_table text;
  v_clause text := ' FOR EACH STATEMENT EXECUTE FUNCTION ';
BEGIN
  FOREACH v_name IN ARRAY ARRAY[
    'task_states_progress_insert', 'task_states_progress_update', 'task_states_progress_delete',
    'task_states_cache_insert', 'task_states_cache_update', 'task_states_cache_delete',
    'answers_progress_insert', 'answers_progress_update', 'answers_progress_delete',
    'answer_drafts_progress_insert', 'answer_drafts_progress_update', 'answer_drafts_progress_delete',
    'dimension_scores_report_insert', 'dimension_scores_report_update', 'dimension_scores_report_delete',
    'user_awards_cache_insert', 'user_awards_cache_update', 'user_awards_cache_delete'
  ] LOOP
    SELECT pg_get_triggerdef(t.oid), t.tgrelid::regclass::text INTO STRICT v_definition, v_table
    FROM pg_trigger t WHERE t.tgname = v_name AND NOT t.tgisinternal;
    IF position(v_clause IN v_definition) = 0 THEN
      RAISE EXCEPTION 'trigger % is not a statement trigger: %', v_name, v_definition;
    END IF;
    EXECUTE format('DROP TRIGGER %I ON %s', v_name, v_table);
    -- The same trigger (event, transition table, function and arguments), fired unless the writer notes.
    EXECUTE replace(v_definition, v_clause,
      ' FOR EACH STATEMENT WHEN (current_setting(''pingjia.counters_by_writer'', true) IS DISTINCT FROM ''on'') EXECUTE FUNCTION ');
  END LOOP;
END $$;
