// Browser tests run in Debian's Chromium. Find it, or install it when we can (root with apt-get), or say what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}

if (!found()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error('Browser tests need Chromium: install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian\'s chromium package...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!found()) {
    console.error('apt-get installed chromium, but no binary was found at /usr/bin/chromium; set CHROMIUM_PATH.');
    process.exit(1);
  }
}
