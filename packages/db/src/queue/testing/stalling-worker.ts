// A worker process for the killed-worker test: it takes jobs of the queue it is given and
// never finishes them, printing each job id it takes, until it is killed.
import { z } from 'zod';
import { createDb } from '../../create-db';
import { createJobQueue } from '../job-queue';

const [databaseUrl, name] = process.argv.slice(2);
const queue = { name: name!, payload: z.object({ n: z.number() }), heartbeatSeconds: 10 };
const database = await createDb({ databaseUrl: databaseUrl!, poolSize: 2 });
const jobs = createJobQueue(database, { workerId: 'stalling-worker', pollingIntervalSeconds: 0.5 });
await jobs.start([queue]);
await jobs.work(queue, async (_payload, { jobId }) => {
  process.stdout.write(`took ${jobId}\n`);
  await new Promise(() => undefined);
});
process.stdout.write('ready\n');
