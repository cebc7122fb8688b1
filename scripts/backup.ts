// `npm run backup`: see apps/server/src/modules/backup/backup.cli.ts.
import { backupCommand } from '../apps/server/src/modules/backup/backup.cli.ts';

await backupCommand(process.argv.slice(2));
