/**
 * Loaded into the storefront's server by `pnpm bench:profile` (node --import): V8's sampling
 * profiler, in-process, started on the first SIGUSR2 and stopped on the next one, which writes
 * the profile to $PROFILE_DIR/<n>.cpuprofile (n = 1, 2, …). Only the load window is profiled,
 * not the server's start.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

const dir = process.env.PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 250) });
  let running = false;
  let count = 0;
  process.on('SIGUSR2', async () => {
    if (!running) {
      running = true;
      await session.post('Profiler.start');
      return;
    }
    running = false;
    const { profile } = await session.post('Profiler.stop');
    count += 1;
    writeFileSync(path.join(dir, `${count}.cpuprofile`), JSON.stringify(profile));
  });
}
