-- What a counter document reads before its transaction (the active sales people,
-- marketplaces, banks and accounts, and the day's gold prices) is kept in memory per shop
-- while the shop's epoch stands (decision 031): a change to any of them raises the epoch
-- like a change to a sign-in does, so the very next request of that shop reads them anew.
CREATE TRIGGER master_sales_auth_changed AFTER INSERT OR UPDATE OR DELETE ON master_sales
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER master_marketplace_auth_changed AFTER INSERT OR UPDATE OR DELETE ON master_marketplace
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER master_bank_auth_changed AFTER INSERT OR UPDATE OR DELETE ON master_bank
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER master_rekening_auth_changed AFTER INSERT OR UPDATE OR DELETE ON master_rekening
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER master_group_auth_changed AFTER INSERT OR UPDATE OR DELETE ON master_group
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER harga_emas_auth_changed AFTER INSERT OR UPDATE OR DELETE ON harga_emas
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
