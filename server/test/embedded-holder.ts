// For server/db/embedded.test.ts: an app stand-in that opens the embedded database on a data dir
// (as server/main.ts does), commits a row, prints the database process's pid and waits to be killed.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/open.ts';

const [dataDir, value] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ dataDir, databaseUrl: undefined });
await database.db.execute(sql`create table if not exists kept (value text)`);
await database.db.execute(sql`insert into kept values (${value})`);
const [row] = (await database.db.execute<{ pid: number }>(sql`select 1 as one`)).rows;
if (!row) throw new Error('no answer');
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
