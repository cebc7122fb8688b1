// `npm run restore -- <backup> …`: see apps/server/src/modules/backup/backup.cli.ts.
import { restoreCommand } from '../apps/server/src/modules/backup/backup.cli.ts';

await restoreCommand(process.argv.slice(2));
