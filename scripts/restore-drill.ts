// `npm run restore:drill [-- <backup>]`: see apps/server/src/modules/backup/backup.cli.ts.
import { drillCommand } from '../apps/server/src/modules/backup/backup.cli.ts';

await drillCommand(process.argv.slice(2));
