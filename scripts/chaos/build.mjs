// The chaos run's two builds: the app (production build) and the chaos driver's bundle (scripts/chaos/driver.ts).
import { spawnSync } from 'node:child_process';
import { DRIVER_DIR, OUT_DIR } from './options.mjs';

export function build() {
  const steps = [
    ['the app', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir']],
    ['the driver', ['vite', 'build', '--config', 'scripts/chaos/vite.driver.config.mjs', '--outDir', DRIVER_DIR]],
  ];
  for (const [what, command] of steps) {
    const result = spawnSync('npx', command, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`build of ${what} failed`);
  }
}
