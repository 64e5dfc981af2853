// Issue 18: every write to a campaign tells the listening server processes which one changed, so they
// can trust the campaigns they parsed until then (demo/server/campaigns/campaign-watch.ts). The trigger
// fires for writes made by hand too. Never edit a released migration: add the next number.
export const sql = /* sql */ `
CREATE FUNCTION notify_campaign_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campaign_changed', CASE WHEN TG_OP = 'DELETE' THEN OLD.oid ELSE NEW.oid END);
  RETURN NULL;
END $$;

CREATE TRIGGER campaigns_notify_changed AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION notify_campaign_changed();
`;
