CREATE TABLE "auth_epoch" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE "closing_lock" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" varchar(20);--> statement-breakpoint
-- Raise the shop's auth epoch whenever something a signed-in request depends on changes,
-- and announce it (PGlite's in-process listener keeps its cache exact with it; a PostgreSQL
-- server reads the epoch on every request instead, so a second process sees it at once).
CREATE FUNCTION auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shop varchar(10);
  raised bigint;
BEGIN
  IF TG_TABLE_NAME = 'user_menu' THEN
    SELECT kode_toko INTO shop FROM users
      WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_ref ELSE NEW.user_ref END;
  ELSIF TG_OP = 'DELETE' THEN
    shop := OLD.kode_toko;
  ELSE
    shop := NEW.kode_toko;
  END IF;
  IF shop IS NOT NULL THEN
    INSERT INTO auth_epoch AS current (kode_toko, epoch) VALUES (shop, 1)
      ON CONFLICT (kode_toko) DO UPDATE SET epoch = current.epoch + 1
      RETURNING epoch INTO raised;
    PERFORM pg_notify('auth_changed', shop || ':' || raised);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
-- last_login_at is written at every sign-in and changes nothing a request relies on.
CREATE TRIGGER users_auth_changed
  AFTER UPDATE OF user_id, user_name, level, password_hash, status_aktif, must_change_password, kode_toko
  OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_menu_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_menu
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER para_system_auth_changed AFTER INSERT OR UPDATE OR DELETE ON para_system
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER toko_auth_changed AFTER UPDATE ON toko
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
